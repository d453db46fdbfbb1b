/**
 * The `tokens.txt` sherpa-onnx needs to turn Moonshine's output ids into text. The npm package
 * ships the models without it; Moonshine uses the LLaMA tokenizer's vocabulary, which the package's
 * own dependency `llama-tokenizer-js` embeds, so the file is derived from that at start rather
 * than committed or downloaded.
 */

/** Moonshine's output layer has 32 768 ids; the tokenizer defines the first 32 000. */
export const MOONSHINE_VOCAB_SIZE = 32_768;

const BYTE_TOKEN = /^<0x([0-9A-F]{2})>$/;
/** Never produced by the models, but sherpa expects a line for every id the model can output. */
const UNUSED_ID = Buffer.from(' ').toString('base64');

/** The vocabulary embedded in `llama-tokenizer.js`, one token per id. */
export function vocabFromTokenizerSource(source: string): string[] {
  const match = /const llama_vocab_base64 = "([A-Za-z0-9+/=]+)"/.exec(source);
  if (!match) throw new Error('llama-tokenizer-js: the embedded vocabulary was not found');
  return Buffer.from(match[1]!, 'base64').toString('utf8').split('\n');
}

/**
 * sherpa's base64 token table: one line per id, `<base64 of the token's UTF-8 bytes> <id>`.
 * SentencePiece writes a leading space as "▁" and single bytes as `<0xNN>`; both become the bytes
 * they stand for, so sherpa joins the pieces of a word and the UTF-8 of a split character.
 */
export function sherpaTokens(vocab: readonly string[]): string {
  if (vocab.length > MOONSHINE_VOCAB_SIZE) throw new Error(`The vocabulary has ${vocab.length} tokens, more than the model's ids`);
  const lines = vocab.map((token, id) => {
    const byte = BYTE_TOKEN.exec(token);
    const bytes = byte ? Buffer.from([Number.parseInt(byte[1]!, 16)]) : Buffer.from(token.replaceAll('\u2581', ' '), 'utf8');
    return `${bytes.length > 0 ? bytes.toString('base64') : UNUSED_ID} ${id}`;
  });
  for (let id = vocab.length; id < MOONSHINE_VOCAB_SIZE; id++) lines.push(`${UNUSED_ID} ${id}`);
  return `${lines.join('\n')}\n`;
}
