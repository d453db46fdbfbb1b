import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MOONSHINE_VOCAB_SIZE, sherpaTokens, vocabFromTokenizerSource } from './moonshine-tokens';

const decodeLine = (line: string) => {
  const [encoded, id] = line.split(' ');
  return { bytes: Buffer.from(encoded!, 'base64'), id: Number(id) };
};

describe('tokens.txt for Moonshine', () => {
  it('writes each token as the base64 of its bytes, "▁" as a space and <0xNN> as that byte', () => {
    const vocab = ['<unk>', '<s>', '</s>', '<0x0A>', '<0xE2>', '▁the', 'ing', '▁20', '°', '\r'];
    const lines = sherpaTokens(vocab).trimEnd().split('\n').map(decodeLine);
    expect(lines).toHaveLength(MOONSHINE_VOCAB_SIZE);
    expect(lines.slice(0, vocab.length)).toEqual([
      { bytes: Buffer.from('<unk>'), id: 0 },
      { bytes: Buffer.from('<s>'), id: 1 },
      { bytes: Buffer.from('</s>'), id: 2 },
      { bytes: Buffer.from([0x0a]), id: 3 },
      { bytes: Buffer.from([0xe2]), id: 4 },
      { bytes: Buffer.from(' the'), id: 5 },
      { bytes: Buffer.from('ing'), id: 6 },
      { bytes: Buffer.from(' 20'), id: 7 },
      { bytes: Buffer.from('°'), id: 8 },
      { bytes: Buffer.from('\r'), id: 9 },
    ]);
    // Ids past the vocabulary get a placeholder, so every id the model can output has a line.
    expect(lines.at(-1)).toEqual({ bytes: Buffer.from(' '), id: MOONSHINE_VOCAB_SIZE - 1 });
    // One line per id, each "<base64> <id>" with nothing else that could confuse sherpa's reader.
    for (const line of sherpaTokens(vocab).trimEnd().split('\n')) expect(line).toMatch(/^[A-Za-z0-9+/]+=* \d+$/);
  });

  it('refuses a vocabulary larger than the model', () => {
    expect(() => sherpaTokens(Array.from({ length: MOONSHINE_VOCAB_SIZE + 1 }, () => 'a'))).toThrow(/more than the model/);
  });

  it('reads the vocabulary the installed llama-tokenizer-js embeds', () => {
    const require = createRequire(import.meta.url);
    const vocab = vocabFromTokenizerSource(readFileSync(require.resolve('llama-tokenizer-js'), 'utf8'));
    expect(vocab).toHaveLength(32_000);
    expect(vocab.slice(0, 4)).toEqual(['<unk>', '<s>', '</s>', '<0x00>']);
    expect(vocab.indexOf('▁the')).toBeGreaterThan(0);
    const lines = sherpaTokens(vocab).trimEnd().split('\n').map(decodeLine);
    expect(lines[vocab.indexOf('▁water')]!.bytes.toString()).toBe(' water');
    expect(lines[vocab.indexOf('<0x0A>')]!.bytes).toEqual(Buffer.from('\n'));
  });

  it('says so when the tokenizer file has no embedded vocabulary', () => {
    expect(() => vocabFromTokenizerSource('export default {}')).toThrow(/vocabulary was not found/);
  });
});
