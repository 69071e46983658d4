// The parsing half of lib/spreadsheet-parse.ts, run in a worker thread with memory and time limits so a
// hostile file never holds the API's event loop. Plain JavaScript: it loads in tests and under tsx alike.
import { Buffer } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';

/** Excel 97's width (IV): a cell far to the right must not make every row that wide. */
const MAX_COLUMNS = 256;

function decodeText(data) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/** The first `rows` records at most, each cut to MAX_COLUMNS; `more` when the file holds further ones. */
async function readCsv(data, rows) {
  const { parse } = await import('csv-parse/sync');
  let records;
  try {
    records = parse(decodeText(data), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, to: rows + 1 });
  } catch {
    return { error: 'csv' };
  }
  return { rows: records.slice(0, rows).map((r) => r.slice(0, MAX_COLUMNS)), more: records.length > rows };
}

async function readBook(data, rows) {
  const XLSX = await import('@e965/xlsx');
  let book;
  try {
    // sheetRows + 1: the row past the limit tells that there is more; `sheets: 0` skips the other sheets.
    book = XLSX.read(data, { type: 'buffer', cellDates: true, dense: true, sheets: 0, sheetRows: rows + 1 });
  } catch (error) {
    return { error: error instanceof Error && /password/i.test(error.message) ? 'password' : 'unreadable' };
  }
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return { error: 'no-sheet' };
  if (!sheet['!ref']) return { rows: [], more: false };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const more = range.e.r - range.s.r + 1 > rows;
  range.e.r = Math.min(range.e.r, range.s.r + rows - 1);
  range.e.c = Math.min(range.e.c, range.s.c + MAX_COLUMNS - 1);
  const read = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: false, range });
  return { rows: read, more };
}

/** A row of empty or blank cells, as lib/spreadsheet's cellText reads them. */
const blank = (row) => row.every((c) => c === null || c === undefined || String(c).trim() === '');

const { data, kind, rows } = workerData;
const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
const result = await (kind === 'csv' ? readCsv(bytes, rows) : readBook(bytes, rows));
if (result.error) parentPort.postMessage({ error: result.error });
else {
  const [header = [], ...body] = result.rows.filter((row) => !blank(row));
  // The header goes first: the caller refuses a file without its columns before the rows are sent.
  parentPort.postMessage({ header });
  parentPort.once('message', () => parentPort.postMessage({ body, more: result.more }));
}
