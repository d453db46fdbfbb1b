import { z } from 'zod';
import { COACH_TOOLS, WRITE_TOOL_NAMES, type ToolInput, type WriteToolName } from './tool-registry';

/**
 * The registry's write tools as an OpenAI-compatible chat API takes them (`tools`), and the calls a
 * model answers with, read back into checked arguments. A call is only ever a proposal: the person
 * confirms it as they confirm any draft (docs/coach-tools.md).
 */
export type ModelTool = {
  type: 'function';
  function: { name: WriteToolName; description: string; parameters: Record<string, unknown> };
};

/** A tool call as the model sent it: the arguments are a JSON text the model wrote, and may not parse. */
export type ModelToolCall = { name: string; arguments: string };

export type ReadToolCall = { ok: true; name: WriteToolName; input: ToolInput<WriteToolName> } | { ok: false; name: string; reason: string };

type JsonSchema = { properties?: Record<string, { format?: string; pattern?: string }>; required?: string[] } & Record<string, unknown>;

/**
 * The arguments' JSON Schema as a model reads it: no `userId` (a model never names the person; the
 * server knows who asks), and a date-time is said by its format alone, without the long pattern
 * that only costs a small model its context.
 */
function parametersOf(input: z.ZodObject): JsonSchema {
  const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete schema.$schema;
  const { userId: _userId, ...properties } = schema.properties ?? {};
  for (const property of Object.values(properties)) if (property.format === 'date-time') delete property.pattern;
  return { ...schema, properties };
}

export function modelToolsOf(names: readonly WriteToolName[]): ModelTool[] {
  return names.map((name) => {
    const { description, input } = COACH_TOOLS[name];
    return { type: 'function', function: { name, description, parameters: parametersOf(input) } };
  });
}

const isWriteTool = (name: string): name is WriteToolName => (WRITE_TOOL_NAMES as readonly string[]).includes(name);

/** A model's call checked against the tool's own schema, or why it cannot be proposed. */
export function readToolCall(call: ModelToolCall, offered: readonly WriteToolName[]): ReadToolCall {
  if (!isWriteTool(call.name) || !offered.includes(call.name)) return { ok: false, name: call.name, reason: 'no such tool' };
  let args: unknown;
  try {
    args = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
  } catch {
    return { ok: false, name: call.name, reason: 'its arguments are not JSON' };
  }
  const checked = COACH_TOOLS[call.name].input.safeParse(args);
  if (!checked.success) {
    return { ok: false, name: call.name, reason: checked.error.issues.map((issue) => issue.message).join('; ') };
  }
  return { ok: true, name: call.name, input: checked.data as ToolInput<WriteToolName> };
}

/**
 * `LLM_TOOLS`: which write tools a model is offered. Empty or unset: all of them; `none`: no tools
 * (a server without tool calls); otherwise a comma-separated subset, for a small model.
 */
export function toolsSetting(value: string | undefined): { ok: true; tools: WriteToolName[] } | { ok: false; message: string } {
  const text = (value ?? '').trim();
  if (text === '') return { ok: true, tools: [...WRITE_TOOL_NAMES] };
  if (text === 'none') return { ok: true, tools: [] };
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isWriteTool(name));
  if (unknown.length > 0) {
    return { ok: false, message: `names unknown tools: ${unknown.join(', ')} (known: ${WRITE_TOOL_NAMES.join(', ')}, or none)` };
  }
  return { ok: true, tools: [...new Set(names)] as WriteToolName[] };
}
