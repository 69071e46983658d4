import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirect after login', () => {
  it.each([
    ['/order?page=2', '/order?page=2'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
  ])('%s → %s', (redirect, target) => {
    expect(redirectTarget(redirect)).toBe(target);
  });
});
