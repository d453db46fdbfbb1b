import { EMBED_TOKEN_EXPIRIES, TOKEN_KINDS, type TokenSummary } from '@uh/core/embed/embed-tokens.schema';
import { describe, expect, it } from 'vitest';
import { EXPIRY_LABELS, expiresText, KIND_LABELS, lastUsedText, REVOKE_WORDING, sortTokens } from './embed-tokens';

const date = (iso: string) => iso.slice(0, 10);
const now = Date.parse('2026-11-21T12:00:00Z');

describe('embed token labels', () => {
  it('name every expiry choice in words, in the order core offers them', () => {
    expect(EMBED_TOKEN_EXPIRIES.map((expiry) => EXPIRY_LABELS[expiry])).toEqual([
      '1 hour',
      '1 day',
      '7 days',
      '30 days',
      '90 days',
      'Never',
    ]);
  });

  it('name every kind, and say what revoking one ends', () => {
    expect(TOKEN_KINDS.map((kind) => KIND_LABELS[kind])).toEqual(['Embed token', 'Signed in through a widget', 'Personal access token']);
    expect(REVOKE_WORDING.embed.warning).toBe('Any site or widget using it is signed out at once.');
    expect(REVOKE_WORDING.personal.warning).toBe('Any script or tool using it stops working at once.');
  });

  it('say when a token expires, or that it has', () => {
    expect(expiresText({ expiresAt: null }, now, date)).toBe('Never');
    expect(expiresText({ expiresAt: '2026-12-21T12:00:00Z' }, now, date)).toBe('2026-12-21');
    expect(expiresText({ expiresAt: '2026-11-20T12:00:00Z' }, now, date)).toBe('Expired 2026-11-20');
  });

  it('say when and from where a token was last used', () => {
    expect(lastUsedText({ lastUsedAt: null, lastUsedIp: null }, date)).toBe('Never used');
    expect(lastUsedText({ lastUsedAt: '2026-11-20T08:00:00Z', lastUsedIp: '203.0.113.7' }, date)).toBe('2026-11-20 from 203.0.113.7');
    expect(lastUsedText({ lastUsedAt: '2026-11-20T08:00:00Z', lastUsedIp: null }, date)).toBe('2026-11-20');
  });

  it('list the newest first', () => {
    const token = (id: number, createdAt: string): TokenSummary => ({
      id,
      kind: 'embed',
      name: `t${id}`,
      scopes: ['widget'],
      createdAt,
      expiresAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
      origin: null,
    });
    expect(
      sortTokens([token(1, '2026-11-01T00:00:00Z'), token(2, '2026-11-03T00:00:00Z'), token(3, '2026-11-02T00:00:00Z')]).map((t) => t.id),
    ).toEqual([2, 3, 1]);
  });
});
