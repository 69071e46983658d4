/**
 * Parsing a table off the event loop: each file in a worker thread of its own (spreadsheet-worker.mjs)
 * with a heap limit and a time limit, one core fewer at a time than the host has, so a hostile file
 * costs one worker and never stalls the other requests.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { FieldError, refuse } from './errors.js';
import { TOO_LARGE, UNREADABLE } from './spreadsheet-bounds.js';

/** A cell as SheetJS reads it (dates as Date) or csv-parse (text). */
export type Cell = string | number | boolean | Date | null | undefined;

const WORKER = new URL('./spreadsheet-worker.mjs', import.meta.url);

/** A 5,000-row import of 30 columns (6.5 MB unzipped) reads within 64 MB of heap, in 0.7 s on an idle core and 4 s on a loaded one. */
export interface ParseLimits {
  /** The worker's old-generation heap, room for three times the largest budget (10.8 MiB of sheet, as much again of strings). */
  heapMb: number;
  /** From the worker's start, five times what the largest honest file takes on a loaded host. */
  timeMs: number;
}
const LIMITS: ParseLimits = { heapMb: 384, timeMs: 20_000 };

/** Parses at once: one core is left to the event loop. A few more wait; past them uploads are refused until one ends. */
const MAX_RUNNING = Math.max(1, os.availableParallelism() - 1);
const MAX_WAITING = 8;
let running = 0;
const waiting: (() => void)[] = [];

async function takeSlot(): Promise<() => void> {
  if (running < MAX_RUNNING) running += 1;
  else if (waiting.length >= MAX_WAITING) throw refuse('正在读取的表格较多，请稍后再上传');
  else await new Promise<void>((resolve) => waiting.push(resolve));
  // A freed slot passes straight to the next waiting parse.
  return () => (waiting.length ? waiting.shift()?.() : (running -= 1));
}

const REFUSALS: Record<string, string> = {
  csv: '无法读取该 CSV 文件，请检查引号与分隔符',
  password: '表格已设置密码保护，请取消密码后重新上传',
  unreadable: UNREADABLE,
  'no-sheet': '表格中没有工作表',
};

/** A row as it stands in its sheet: `row` is the number Excel shows beside it. */
export interface SheetRow {
  row: number;
  cells: Cell[];
}

type Reply =
  | { error: string }
  | { header: Cell[] }
  | { heads: SheetRow[][] }
  | { body: Cell[][] | SheetRow[]; more: boolean };

export interface Parsed<T, R = Cell[]> {
  head: T;
  /** The rows after the header, blank ones left out. */
  body: R[];
  /** The file holds rows past the `rows` read. */
  more: boolean;
}

/** What to read: the file, its kind and the rows to read at most. */
export interface SheetInput {
  data: Buffer;
  kind: 'csv' | 'book';
  rows: number;
}

/** Where the header stands: the sheet's index and the header's row number, with what the caller read from it. */
export interface FoundHeader<T> {
  sheet: number;
  row: number;
  head: T;
}

/**
 * What the worker sends first and what the caller answers: the first row not blank, or each sheet's
 * first rows to find the header among.
 */
type Ask<T> = { header: (row: Cell[]) => T } | { find: (heads: SheetRow[][]) => FoundHeader<T> };

function runWorker<T, R>(input: SheetInput & { scan?: number }, ask: Ask<T>, limits: ParseLimits): Promise<Parsed<T, R>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let head: T | undefined;
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new FieldError('file', TOO_LARGE))), limits.timeMs);
    worker.on('message', (reply: Reply) => {
      if ('error' in reply) finish(() => reject(new FieldError('file', REFUSALS[reply.error] ?? UNREADABLE)));
      else if ('header' in reply || 'heads' in reply) {
        // The caller's columns are checked before the rows are converted and sent.
        try {
          if ('header' in reply && 'header' in ask) {
            head = ask.header(reply.header);
            worker.postMessage('rows');
          } else if ('heads' in reply && 'find' in ask) {
            const found = ask.find(reply.heads);
            head = found.head;
            worker.postMessage({ sheet: found.sheet, after: found.row });
          }
        } catch (error) {
          finish(() => reject(error));
        }
      } else finish(() => resolve({ head: head as T, body: reply.body as R[], more: reply.more }));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      // Past the heap limit the file is refused; any other failure is the server's own, a 500.
      finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FieldError('file', TOO_LARGE) : error)),
    );
    worker.on('exit', (code) => finish(() => reject(new Error(`spreadsheet worker exited (${code}) without an answer`))));
  });
}

/** The file's first sheet (`kind` 'book': .xlsx or .xls) or CSV, at most `rows` rows of it, read in a worker. */
export async function parseSheet<T>(input: SheetInput, header: (row: Cell[]) => T, limits: ParseLimits = LIMITS): Promise<Parsed<T>> {
  const release = await takeSlot();
  try {
    return await runWorker<T, Cell[]>(input, { header }, limits);
  } finally {
    release();
  }
}

/**
 * Like parseSheet, for files with title rows above the header: `find` gets the rows not blank among
 * each sheet's first `scan` rows (every sheet of a book) and says where the header stands; the rows
 * after it come numbered as in the sheet.
 */
export async function parseTable<T>(
  input: SheetInput & { scan: number },
  find: (heads: SheetRow[][]) => FoundHeader<T>,
  limits: ParseLimits = LIMITS,
): Promise<Parsed<T, SheetRow>> {
  const release = await takeSlot();
  try {
    return await runWorker<T, SheetRow>(input, { find }, limits);
  } finally {
    release();
  }
}
