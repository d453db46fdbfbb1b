import { describe, expect, it } from 'vitest';
import { PROTOCOL_TEMPLATES } from '../custom-protocols/protocol-templates';
import {
  extractionJsonSchema,
  extractionMessages,
  localClock,
  portableSchema,
  readModelAnswer,
  readModelProtocolEntries,
  withoutNulls,
} from './model-extraction.logic';

type Node = { [key: string]: unknown };
const walk = (node: unknown, visit: (node: Node) => void) => {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (typeof node !== 'object' || node === null) return;
  visit(node as Node);
  Object.values(node).forEach((child) => walk(child, visit));
};

describe('the JSON schema sent to the model', () => {
  it('is strict-mode friendly: closed objects, every property required, unions as anyOf, no string limits', () => {
    const schema = extractionJsonSchema();
    let objects = 0;
    walk(schema, (node) => {
      expect(node).not.toHaveProperty('oneOf');
      expect(node).not.toHaveProperty('const');
      expect(node).not.toHaveProperty('pattern');
      expect(node).not.toHaveProperty('$schema');
      if (node.type === 'object' && node.properties) {
        objects += 1;
        expect(node.additionalProperties).toBe(false);
        expect(node.required).toEqual(Object.keys(node.properties as object));
      }
    });
    expect(objects).toBeGreaterThan(8); // the envelope, and an entry and its details per type
    const types = ((schema.properties as Node).entries as { items: { anyOf: Node[] } }).items.anyOf.map(
      (entry) => ((entry.properties as Node).type as { enum: string[] }).enum[0],
    );
    expect(types).toEqual(['meal', 'exercise', 'biometric', 'water', 'supplement', 'cold_exposure', 'fasting', 'note']);
  });

  it('turns an optional property into "its type or null"', () => {
    expect(
      portableSchema({ type: 'object', properties: { a: { type: 'string', minLength: 1 }, b: { type: 'number' } }, required: ['a'] }),
    ).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { anyOf: [{ type: 'number' }, { type: 'null' }] } },
      required: ['a', 'b'],
      additionalProperties: false,
    });
  });
});

describe('the messages sent to the model', () => {
  it('carry the transcript, the units and the local clock, and nothing else about the person', () => {
    const messages = extractionMessages('drank 20 ounces of water', {
      weightUnit: 'kg',
      temperatureUnit: 'C',
      now: new Date('2025-03-10T22:30:00Z'),
      timeZone: 'America/New_York',
    });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toBe(
      'Preferred units: weight in kilograms (kg), temperature in °C.\nLocal time now: 2025-03-10T18:30 (UTC-04:00).\nTranscript:\ndrank 20 ounces of water',
    );
    expect(JSON.stringify(messages)).not.toContain('America/New_York');
  });

  it('write the offset of zones ahead of UTC, half hours included', () => {
    expect(localClock(new Date('2025-03-10T22:30:45Z'), 'Asia/Kolkata')).toBe('2025-03-11T04:00 (UTC+05:30)');
    expect(localClock(new Date('2025-07-01T12:00:00Z'), 'UTC')).toBe('2025-07-01T12:00 (UTC+00:00)');
  });
});

describe('reading the model’s answer', () => {
  const water = { type: 'water', summary: 'Water · 20 oz', details: { ounces: 20, spokenAmount: null, spokenUnit: null }, uncertain: [] };

  it('accepts entries that follow the schema once the nulls of unsaid details are removed', () => {
    expect(withoutNulls({ a: null, b: [{ c: null, d: 1 }] })).toEqual({ b: [{ d: 1 }] });
    expect(readModelAnswer({ entries: [water] })).toEqual([
      { type: 'water', summary: 'Water · 20 oz', details: { ounces: 20 }, uncertain: [] },
    ]);
  });

  it('refuses anything else: no entries, an unknown type, a detail of another type, a value out of range', () => {
    expect(readModelAnswer({ entries: [] })).toBeNull();
    expect(readModelAnswer('{"entries": []}')).toBeNull();
    expect(readModelAnswer({ entries: [{ ...water, type: 'snack' }] })).toBeNull();
    expect(readModelAnswer({ entries: [{ ...water, details: { ounces: 20, activity: 'run' } }] })).toBeNull();
    expect(readModelAnswer({ entries: [{ ...water, details: { ounces: 4000 } }] })).toBeNull();
    expect(
      readModelAnswer({
        entries: [{ type: 'fasting', summary: 'Fast', details: { action: 'start', startTime: '2999-01-01T00:00:00Z' }, uncertain: [] }],
      }),
    ).toBeNull();
  });
});

describe('the person’s own protocols and the model', () => {
  const supplements = PROTOCOL_TEMPLATES.find((document) => document.id === 'supplements')!;
  const protocols = [{ id: 7, document: supplements }];
  const water = { type: 'water', summary: 'Water · 20 oz', details: { ounces: 20 }, uncertain: [] };

  it('are listed with the transcript, by id, title and component', () => {
    const [, user] = extractionMessages(
      'took magnesium',
      { weightUnit: 'kg', temperatureUnit: 'C', now: new Date(), timeZone: 'UTC' },
      protocols,
    );
    expect(user!.content).toContain('"protocolId":7,"title":"Daily supplements"');
    expect(user!.content).toContain('{"componentId":"magnesium","label":"Magnesium","kind":"check"}');
  });

  it('keeps only the proposed values that fit a listed protocol', () => {
    const answer = {
      entries: [water],
      protocolEntries: [
        { protocolId: 7, componentId: 'magnesium', value: 1 },
        { protocolId: 7, componentId: 'omega-3', value: 3 },
        { protocolId: 7, componentId: 'ashwagandha', value: 1 },
        { protocolId: 8, componentId: 'magnesium', value: 1 },
      ],
    };
    expect(readModelProtocolEntries(answer, protocols)).toEqual([
      { protocolId: 7, componentId: 'magnesium', value: 1, summary: 'Daily supplements · Magnesium: done' },
    ]);
    expect(readModelProtocolEntries({ entries: [water], protocolEntries: null }, protocols)).toEqual([]);
    expect(readModelProtocolEntries({ entries: [] }, protocols)).toBeNull();
  });
});
