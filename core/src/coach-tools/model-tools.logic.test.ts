import { describe, expect, it } from 'vitest';
import { modelToolsOf, readToolCall, toolsSetting } from './model-tools.logic';
import { WRITE_TOOL_NAMES } from './tool-registry';

describe('the write tools as a model is offered them', () => {
  it('gives each its name, words and arguments, without the person’s id or long patterns', () => {
    const tools = modelToolsOf(WRITE_TOOL_NAMES);
    expect(tools.map((tool) => tool.function.name)).toEqual(WRITE_TOOL_NAMES);
    for (const { function: tool } of tools) {
      expect(tool.parameters, tool.name).toMatchObject({ type: 'object', additionalProperties: false });
      expect(Object.keys(tool.parameters.properties as object), tool.name).not.toContain('userId');
      expect(JSON.stringify(tool.parameters), tool.name).not.toContain('pattern');
    }
    expect(modelToolsOf(['log_protein'])[0]!.function.parameters).toMatchObject({ required: ['grams'] });
  });
});

describe('a model’s tool call', () => {
  const offered = ['log_protein', 'start_fast'] as const;

  it('is read into the tool’s checked arguments', () => {
    expect(readToolCall({ name: 'log_protein', arguments: '{"grams": 42}' }, offered)).toEqual({
      ok: true,
      name: 'log_protein',
      input: { grams: 42 },
    });
    expect(readToolCall({ name: 'start_fast', arguments: '' }, offered)).toEqual({
      ok: true,
      name: 'start_fast',
      input: { targetHours: 16 },
    });
  });

  it('is refused, with the reason, when it cannot be proposed as sent', () => {
    expect(readToolCall({ name: 'log_protein', arguments: '{"grams": 42' }, offered)).toMatchObject({
      ok: false,
      reason: 'its arguments are not JSON',
    });
    expect(readToolCall({ name: 'delete_everything', arguments: '{}' }, offered)).toMatchObject({ ok: false, reason: 'no such tool' });
    expect(readToolCall({ name: 'log_exercise', arguments: '{"seconds": 60}' }, offered)).toMatchObject({
      ok: false,
      reason: 'no such tool',
    });
    expect(readToolCall({ name: 'log_protein', arguments: '{"grams": -5}' }, offered)).toMatchObject({
      ok: false,
      reason: 'grams must be more than 0',
    });
    expect(readToolCall({ name: 'log_protein', arguments: '{"grams": 5, "userId": 2}' }, offered)).toMatchObject({ ok: false });
  });
});

describe('LLM_TOOLS', () => {
  it('offers every write tool by default, none when asked, or the subset named', () => {
    expect(toolsSetting(undefined)).toEqual({ ok: true, tools: WRITE_TOOL_NAMES });
    expect(toolsSetting(' none ')).toEqual({ ok: true, tools: [] });
    expect(toolsSetting('log_protein, start_fast,log_protein')).toEqual({ ok: true, tools: ['log_protein', 'start_fast'] });
    expect(toolsSetting('log_protein,launch_rocket')).toMatchObject({ ok: false, message: expect.stringContaining('launch_rocket') });
  });
});
