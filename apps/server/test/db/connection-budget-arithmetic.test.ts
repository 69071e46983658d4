/** The connection budget's arithmetic (the README's table), and its two settings' refusals at boot. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { connectionBudget } from '../../src/db/connection-budget.js';

const server = { maxConnections: 100, reserved: 3 };
const store = (workers: number) => ({ workers, primaryPool: 4, jobsPool: 2, listenPerProcess: 3 });

describe('connectionBudget', () => {
  it.each([
    // (100 − 3 − 5 − 4 − 2) = 86 shared; ÷ workers, less 3 LISTEN each, between 2 and 10.
    [12, 4, 90],
    [4, 10, 58],
    [1, 10, 19],
    [32, 2, 166],
  ])('%i workers on max_connections=100: %i connections a pool, %i at most in all', (workers, perProcess, total) => {
    const budget = connectionBudget(server, store(workers));
    expect(budget.perProcess).toBe(perProcess);
    expect(budget.text).toContain(`合计最多 ${total} 个连接，PostgreSQL 可用 97 个`);
    expect(budget.over).toBe(total > 97);
  });

  it('takes DB_POOL_MAX as given and says when the pools together pass the server', () => {
    expect(connectionBudget(server, store(12), 20)).toMatchObject({ perProcess: 20, over: true });
    expect(connectionBudget(server, store(2), 20)).toMatchObject({ perProcess: 20, over: false });
  });
});

describe('DB_POOL_MAX and DRAIN_MS', () => {
  it('are refused at boot in Chinese when out of range', () => {
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow('配置错误 DB_POOL_MAX: 应至少为 1');
    expect(() => loadConfig({ DRAIN_MS: '-1' })).toThrow('配置错误 DRAIN_MS: 不应为负数');
    expect(() => loadConfig({ DRAIN_MS: 'soon' })).toThrow('配置错误 DRAIN_MS');
  });

  it('drain half a second in the demo by default (5 s in production), or as set', () => {
    expect(loadConfig({}).drainMs).toBe(500);
    expect(loadConfig({ DRAIN_MS: '0', DB_POOL_MAX: '6' })).toMatchObject({ drainMs: 0, dbPoolMax: 6 });
  });
});
