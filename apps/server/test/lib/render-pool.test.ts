/**
 * The PDF worker pool (lib/pdf/render-pool.ts): documents are drawn in worker threads loaded by tsx,
 * and past the line's length a document is refused at once with a Chinese 503 instead of waiting.
 */
import { describe, expect, it } from 'vitest';
import { BizError } from '../../src/lib/errors.js';
import { renderOffThread } from '../../src/lib/pdf/render-pool.js';
import { slowRender } from './slow-renderer.js';

const RENDERER = new URL('./slow-renderer.js', import.meta.url);

describe('renderOffThread', () => {
  it('answers what the worker drew', { timeout: 60_000 }, async () => {
    expect((await renderOffThread(RENDERER, slowRender, '测试文件', 1)).toString()).toBe('%PDF-1');
  });

  it('refuses with a Chinese 503 past the line, and draws every document it took', { timeout: 120_000 }, async () => {
    const asked = Array.from({ length: 45 }, () => renderOffThread(RENDERER, slowRender, '测试文件', 20));
    const settled = await Promise.allSettled(asked);
    const drawn = settled.filter((s) => s.status === 'fulfilled');
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    // The workers' jobs and the 32 waiting are taken; the rest are refused.
    expect(drawn.length).toBeGreaterThan(32);
    expect(refused.length).toBe(45 - drawn.length);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error).toBeInstanceOf(BizError);
      expect(error).toMatchObject({ code: 503, httpStatus: 503, message: '文件生成繁忙，请稍后再试' });
    }
    expect((await renderOffThread(RENDERER, slowRender, '测试文件', 2)).toString()).toBe('%PDF-2');
  });
});
