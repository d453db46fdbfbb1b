import { readFileSync } from 'node:fs';
import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';
import { describe, expect, it } from 'vitest';

// Tailwind makes no class for a token that does not exist, so a protocol whose accent has no
// colours would show plain text without any error: this test names the tokens still to write.
const STYLES = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
const ACCENTS = [...new Set(PROTOCOL_REGISTRY.map(({ accent }) => accent))];

/** How many times the stylesheet gives the custom property a value. */
const definitions = (property: string) => STYLES.split('\n').filter((line) => line.trimStart().startsWith(`${property}:`)).length;

describe("the stylesheet's protocol accents", () => {
  it.each(ACCENTS)('define %s, strong and soft, in the light and the dark theme, and as Tailwind colours', (accent) => {
    for (const token of [`--protocol-${accent}`, `--protocol-${accent}-soft`]) {
      expect(definitions(token), `${token} in web/src/styles.css (light and dark)`).toBe(2);
      expect(definitions(`--color${token.slice(1)}`), `--color${token.slice(1)} in web/src/styles.css (@theme)`).toBe(1);
    }
  });
});
