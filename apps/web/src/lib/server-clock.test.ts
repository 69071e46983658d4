import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, ok } from '../testing/fake-api';
import { getData } from './http';
import { learnServerTime, serverNow } from './server-clock';

const SERVER_NOW = 1_795_000_000; // seconds
const TEN_MINUTES_MS = 10 * 60_000;
const anything = { parse: (input: unknown) => input };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SERVER_NOW * 1000 + TEN_MINUTES_MS);
});
afterEach(() => vi.useRealTimers());

describe('server clock', () => {
  it("learns the server's time from GET /api/focus/common and keeps it as the browser's clock runs on", async () => {
    createFakeApi({ 'GET /api/focus/common': ok({ rnss: [], timestamp: SERVER_NOW }) }).install();
    await getData('/api/focus/common', anything);
    expect(serverNow()).toBe(SERVER_NOW * 1000);

    vi.setSystemTime(SERVER_NOW * 1000 + TEN_MINUTES_MS + 42_000);
    expect(serverNow()).toBe(SERVER_NOW * 1000 + 42_000);
  });

  it("learns from any response's own timestamp, and leaves a response without one alone", async () => {
    learnServerTime(SERVER_NOW);
    createFakeApi({
      'GET /api/order/info/7': ok({ id: 7, timestamp: SERVER_NOW + 120 }),
      'GET /api/cart/total': ok({ total: 3 }),
    }).install();
    await getData('/api/order/info/7', anything);
    expect(serverNow()).toBe((SERVER_NOW + 120) * 1000);
    await getData('/api/cart/total', anything);
    expect(serverNow()).toBe((SERVER_NOW + 120) * 1000);
  });

  it('ignores a reading less than a second off, the precision of a timestamp in seconds', () => {
    learnServerTime(SERVER_NOW);
    learnServerTime(SERVER_NOW, SERVER_NOW * 1000 + TEN_MINUTES_MS + 900);
    expect(serverNow()).toBe(SERVER_NOW * 1000);
  });
});
