import { hostMessageSchema, popupMessageSchema, widgetHostMessageSchema, widgetMessageSchema } from '@uh/core/embed/embed-messages.schema';
import { buildEmbedSnippet, EMBED_DEFAULTS } from '@uh/core/embed/embed-snippet.logic';
import { describe, expect, it } from 'vitest';
import doc from '../../../../../docs/embedding.md?raw';

// docs/embedding.md is what site owners build against: it must not drift from the protocol module.

const blocks = (language: string) =>
  [...doc.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```', 'g'))].map((match) => match[1]!);

const schemaTypes = [
  ...hostMessageSchema.options.map((option) => option.shape.type.value),
  ...widgetMessageSchema.options.map((option) => option.shape.type.value),
  ...popupMessageSchema.options.map((option) => option.shape.type.value),
  widgetHostMessageSchema.shape.type.value,
];

const isValidMessage = (message: unknown) =>
  [hostMessageSchema, widgetMessageSchema, popupMessageSchema, widgetHostMessageSchema].some((schema) => schema.safeParse(message).success);

describe('docs/embedding.md', () => {
  it('shows a JSON example of every message in the protocol, each one valid', () => {
    const examples = blocks('json').map((text) => JSON.parse(text) as { type: string });
    for (const example of examples) expect(isValidMessage(example), JSON.stringify(example)).toBe(true);
    expect(new Set(examples.map((example) => example.type))).toEqual(new Set(schemaTypes));
  });

  it('shows the snippet exactly as the generator writes it', () => {
    const snippet = buildEmbedSnippet({ ...EMBED_DEFAULTS, appOrigin: 'https://health.example.com', route: '/fasting' });
    expect(blocks('html')).toEqual([snippet]);
  });
});
