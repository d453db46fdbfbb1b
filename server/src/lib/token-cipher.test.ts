import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, loadSecretsKey } from './token-cipher';

describe('token cipher', () => {
  const cipher = createTokenCipher('a-secrets-key-of-at-least-32-characters');

  it('round-trips, and never writes the token in clear', () => {
    const sealed = cipher.encrypt('access-token-123', 'oura:1');
    expect(sealed).not.toContain('access-token-123');
    expect(sealed).toMatch(/^v1\./);
    expect(cipher.decrypt(sealed, 'oura:1')).toBe('access-token-123');
    expect(cipher.encrypt('access-token-123', 'oura:1')).not.toBe(sealed);
  });

  it('refuses a value moved to another row, a changed byte, or another key', () => {
    const sealed = cipher.encrypt('token', 'oura:1');
    expect(() => cipher.decrypt(sealed, 'oura:2')).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA');
    expect(() => cipher.decrypt(tampered, 'oura:1')).toThrow();
    expect(() => createTokenCipher('another-secrets-key-of-32-characters!').decrypt(sealed, 'oura:1')).toThrow();
    expect(() => cipher.decrypt('plain', 'oura:1')).toThrow();
  });
});

describe('the secrets key', () => {
  it("is the operator's when set, otherwise generated once into the data folder, readable by its owner only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'uh-secrets-'));
    expect(loadSecretsKey('operator-key-operator-key-operator-key', dir)).toBe('operator-key-operator-key-operator-key');
    const generated = loadSecretsKey(undefined, dir);
    expect(generated).toMatch(/^[\w-]{43}$/);
    expect(loadSecretsKey(undefined, dir)).toBe(generated);
    const file = path.join(dir, 'secrets.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(generated);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
