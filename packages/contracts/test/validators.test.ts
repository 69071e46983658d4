import { describe, expect, it } from 'vitest';
import { landline } from '../src/validators.js';

describe('landline (spec section 5)', () => {
  it.each(['010-12345678', '021-1234567', '0755-1234567', '0311-12345678'])('accepts %s', (value) => {
    expect(landline().safeParse(value).success).toBe(true);
  });

  it.each(['02-12345678', '07551-1234567', '010-123456', '0755-123456789', '10-12345678', '01012345678'])('refuses %s', (value) => {
    expect(landline().safeParse(value).error?.issues[0]?.message).toBe('固定电话格式不正确，例如 010-12345678');
  });
});
