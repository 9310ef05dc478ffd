import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/islands/shared/use-session';

describe('safeNextPath (no open redirect after e-mail confirmation)', () => {
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/dashboard', '/dashboard'],
    ['/settings?tab=1#x', '/settings?tab=1#x'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['/..//evil.example', '/dashboard'],
    ['/.//evil.example/x?y=1', '/dashboard'],
    ['/\t/evil.example', '/dashboard'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%s → %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
