import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.logic';

describe('safeReturnPath', () => {
  it.each(['/', '/fasting', '/settings?tab=1#sign-in-methods', '/learn/course-1', '/%2F%2Fexample.com'])('keeps the path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab hidden in the path', '/\t/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'fasting'],
    ['the API', '/api/user'],
    ['the sign-in page', '/login?error=x'],
    ['the registration page', '/register'],
    ['an empty value', ''],
    ['a non-string', 42],
    ['a very long value', `/${'a'.repeat(600)}`],
  ])('turns %s into /', (_case, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/a/../../b')).toBe('/b');
    expect(safeReturnPath('/./fasting')).toBe('/fasting');
  });

  it('does not mistake a page whose name starts like a sign-in page for one', () => {
    expect(safeReturnPath('/authors')).toBe('/authors');
    expect(safeReturnPath('/apiary')).toBe('/apiary');
  });
});
