/**
 * How large a table may be before it is parsed: a ZIP of a few hundred KB can unzip to gigabytes, so an
 * .xlsx is judged by the unzipped sizes its central directory declares and then by those its parts
 * really inflate to; the other kinds (CSV, the uncompressed .xls) by their bytes.
 */
import { unzipSync } from 'fflate';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FieldError } from './errors.js';

export const TOO_LARGE = '表格内容过大，请删去多余的行、列或工作表，或拆分后重新上传';
export const UNREADABLE = '无法读取该表格，文件可能已损坏，请另存为 .xlsx 或 .csv 后重试';

/**
 * The unzipped bytes an honest sheet of `maxRows` rows needs: ~2 KiB a row (an ERP export of 30 text
 * columns is 1.3 KiB) plus 1 MiB of styles and theme. A 2,000-line plan gets 5 MiB (the template's
 * six columns fill 0.7 MB), a 5,000-row import 10.8 MiB; a million-row bomb is 25 MB and more.
 */
export const byteBudget = (maxRows: number): number => 1024 * 1024 + maxRows * 2048;

/** Real workbooks hold a dozen parts; thousands only make the reader loop. */
const MAX_ENTRIES = 1000;

class Overflow extends Error {}

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** Refuses a ZIP whose parts, any one or all together, say they unzip past the budget (sheet, shared strings and styles: twice it). */
function checkZip(data: Buffer, budget: number): void {
  let entries = 0;
  let total = 0;
  try {
    // The filter sees each central-directory entry and returns false: nothing is inflated here.
    unzipSync(data, {
      filter: (entry) => {
        entries += 1;
        total += entry.originalSize;
        if (entries > MAX_ENTRIES || entry.originalSize > budget || total > 2 * budget) throw new Overflow();
        return false;
      },
    });
  } catch (error) {
    throw new FieldError('file', error instanceof Overflow ? TOO_LARGE : UNREADABLE);
  }
}

const inflateRaw = promisify(zlib.inflateRaw);

/** Each part's compression and where its data starts, found as SheetJS finds them (the central directory's offsets, the local headers' lengths). */
function partsOf(data: Buffer): { method: number; start: number; stored: number }[] {
  const end = data.lastIndexOf(END_OF_DIRECTORY);
  const parts = [];
  let at = data.readUInt32LE(end + 16);
  for (let n = data.readUInt16LE(end + 10); n > 0; n -= 1) {
    const local = data.readUInt32LE(at + 42);
    parts.push({
      method: data.readUInt16LE(at + 10),
      start: local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28),
      stored: data.readUInt32LE(local + 18),
    });
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return parts;
}

/**
 * The declared sizes may lie: each part is inflated to what is left of the budget at most, in zlib's
 * thread pool (off the event loop), and counted. To the file's end, as SheetJS reads it: a deflate
 * stream ends by itself, whatever its header says.
 */
async function checkInflated(data: Buffer, budget: number): Promise<void> {
  let parts;
  try {
    parts = partsOf(data);
  } catch {
    throw new FieldError('file', UNREADABLE);
  }
  let total = 0;
  for (const part of parts) {
    let size = part.stored;
    if (part.method !== 0 && part.method !== 8) throw new FieldError('file', UNREADABLE);
    if (part.method === 8) {
      try {
        size = (await inflateRaw(data.subarray(part.start), { maxOutputLength: Math.min(budget, 2 * budget - total) + 1 })).length;
      } catch (error) {
        throw new FieldError('file', error instanceof RangeError ? TOO_LARGE : UNREADABLE);
      }
    }
    total += size;
    if (size > budget || total > 2 * budget) throw new FieldError('file', TOO_LARGE);
  }
}

/** Refuses a file larger than the budget allows; `zip` for an .xlsx, whose unzipped sizes count, declared and real. */
export async function checkBounds(data: Buffer, zip: boolean, budget: number): Promise<void> {
  if (data.length > budget) throw new FieldError('file', TOO_LARGE);
  if (!zip) return;
  checkZip(data, budget);
  await checkInflated(data, budget);
}
