import { API_SCOPES, embedTokenCreateSchema } from '@uh/core/embed/embed-tokens.schema';
import { describe, expect, it } from 'vitest';
import { READ_SCOPES, scopesProblem, toggleScope, usageExample, withEveryReadScope, WRITE_SCOPES } from './personal-tokens';

const scopesSchema = embedTokenCreateSchema.shape.scopes.unwrap();

describe('personal access token scopes', () => {
  it('offer every core scope exactly once, reads apart from writes', () => {
    expect(READ_SCOPES).toEqual(['logs:read', 'biometrics:read', 'checklist:read', 'progress:read', 'export']);
    expect(WRITE_SCOPES).toEqual(['logs:write', 'biometrics:write', 'checklist:write', 'chat', 'mcp:write-without-confirm']);
    expect([...READ_SCOPES, ...WRITE_SCOPES].toSorted()).toEqual([...API_SCOPES].toSorted());
  });

  it('tick and untick one scope, keeping core’s order whatever was ticked first', () => {
    expect(toggleScope([], 'chat')).toEqual(['chat']);
    expect(toggleScope(['chat'], 'logs:read')).toEqual(['logs:read', 'chat']);
    expect(toggleScope(['logs:read', 'chat'], 'logs:read')).toEqual(['chat']);
  });

  it('read everything: every read scope, the writes already ticked kept, none twice', () => {
    expect(withEveryReadScope([])).toEqual(READ_SCOPES);
    expect(withEveryReadScope(['chat', 'progress:read'])).toEqual([
      'logs:read',
      'biometrics:read',
      'checklist:read',
      'progress:read',
      'chat',
      'export',
    ]);
  });

  it('are checked with the core schema before sending: at least one', () => {
    expect(scopesProblem(scopesSchema, [])).toBe('Pick at least one scope');
    expect(scopesProblem(scopesSchema, ['logs:read'])).toBeNull();
    expect(scopesProblem(scopesSchema, ['logs:read', 'logs:read'])).toBe('Name each scope once');
  });
});

describe('personal access token usage example', () => {
  it('is a command that works as pasted, with the token and this app’s origin', () => {
    expect(usageExample('https://uh.example.org', 'uhp_abc')).toBe(
      'curl -H "Authorization: Bearer uhp_abc" "https://uh.example.org/api/progress/summary?range=week"',
    );
  });
});
