/**
 * The server's PDFs drawn off the event loop: a few worker threads (render-worker.mjs), one document
 * each at a time, the rest waiting in line. A flood of downloads waits its turn while every other
 * request is served; past the line's length a download is refused in Chinese (503) rather than queued.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { Code } from '@yc/contracts';
import { BizError } from '../errors.js';
import type { CjkFont } from './font.js';

/** A renderer a worker can run: an exported function of its module, from data that crosses threads (no functions, no classes). */
export type PdfRenderer<T> = (input: T, font: CjkFont) => Promise<Buffer>;

interface Job {
  message: { module: string; name: string; what: string; input: unknown };
  resolve: (data: Buffer) => void;
  reject: (error: Error) => void;
}

/** One core is left to the event loop and PostgreSQL. */
const WORKERS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
/** Downloads past this many waiting are refused: at a second or two each, the last would wait a minute. */
const MAX_WAITING = 32;
/** A document that takes longer is abandoned and its worker replaced. */
const RENDER_TIMEOUT_MS = 60_000;
const RENDER_BUSY = '文件生成繁忙，请稍后再试';

const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);
const idle: Worker[] = [];
let started = 0;
const waiting: Job[] = [];

function run(worker: Worker, job: Job): void {
  worker.ref();
  const done = (finish: () => void) => {
    clearTimeout(timer);
    worker.off('message', answered).off('error', lost).off('exit', exited);
    finish();
  };
  // A worker that failed or ran over is ended; a new one is started for the next job.
  const lost = (error: Error) =>
    done(() => {
      started -= 1;
      void worker.terminate();
      job.reject(error);
      next();
    });
  const exited = (code: number) => lost(new Error(`PDF worker exited (${code})`));
  const answered = (m: { data?: Uint8Array; error?: string }) =>
    done(() => {
      worker.unref();
      idle.push(worker);
      if (m.data) job.resolve(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength));
      else job.reject(new Error(m.error ?? 'PDF 生成失败'));
      next();
    });
  const timer = setTimeout(() => lost(new Error(`PDF 生成超时：${job.message.what}`)), RENDER_TIMEOUT_MS);
  worker.on('message', answered).on('error', lost).on('exit', exited);
  worker.postMessage(job.message);
}

/** A worker that ends while idle (out of memory, killed) is forgotten, so no job is sent to it. */
function watched(worker: Worker): Worker {
  worker.on('exit', () => {
    const at = idle.indexOf(worker);
    if (at < 0) return;
    idle.splice(at, 1);
    started -= 1;
  });
  return worker;
}

function next(): void {
  while (waiting.length > 0) {
    let worker = idle.pop();
    if (!worker && started < WORKERS) {
      started += 1;
      worker = watched(new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 512 } }));
    }
    if (!worker) return;
    run(worker, waiting.shift()!);
  }
}

/**
 * `render` (exported by `module`, the URL of its own file) as a worker draws it; `what` names the
 * document in the Chinese refusals. The caller checks the font first (cjkFont), so a missing font
 * is refused before anything waits.
 */
export function renderOffThread<T>(module: URL, render: PdfRenderer<T>, what: string, input: T): Promise<Buffer> {
  if (waiting.length >= MAX_WAITING) return Promise.reject(new BizError(Code.UNAVAILABLE, RENDER_BUSY, 503));
  return new Promise((resolve, reject) => {
    waiting.push({ message: { module: module.href, name: render.name, what, input }, resolve, reject });
    next();
  });
}
