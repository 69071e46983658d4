import { describe, expect, it } from 'vitest';
import { apiBaseFor } from './api-hosts';

describe('API host by page host (spec section 7)', () => {
  const table = { 'www.yaocai.example': 'https://api.yaocai.example' };

  it('sends a listed page host to its API host', () => {
    expect(apiBaseFor('www.yaocai.example', table)).toBe('https://api.yaocai.example');
  });

  it('keeps any other host on its own origin', () => {
    expect(apiBaseFor('127.0.0.1:3000', table)).toBe('');
    expect(apiBaseFor('localhost:5173')).toBe('');
  });
});
