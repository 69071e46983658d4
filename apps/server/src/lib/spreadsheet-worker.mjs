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

/**
 * The first `rows` records at most, each cut to MAX_COLUMNS; `more` when the file holds further ones.
 * `numbered` keeps the empty lines, so a record's index + 1 is its row as Excel shows the file.
 */
async function readCsv(data, rows, numbered) {
  const { parse } = await import('csv-parse/sync');
  let records;
  try {
    records = parse(decodeText(data), { bom: true, skip_empty_lines: !numbered, relax_column_count: true, trim: true, to: rows + 1 });
  } catch {
    return { error: 'csv' };
  }
  return { rows: records.slice(0, rows).map((r) => r.slice(0, MAX_COLUMNS)), more: records.length > rows };
}

/** A sheet's first `rows` rows; `numbered` keeps blank rows and gives each its row number in the sheet. */
function sheetRows(XLSX, sheet, rows, numbered) {
  if (!sheet['!ref']) return { rows: [], more: false };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const more = range.e.r - range.s.r + 1 > rows;
  range.e.r = Math.min(range.e.r, range.s.r + rows - 1);
  range.e.c = Math.min(range.e.c, range.s.c + MAX_COLUMNS - 1);
  const read = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: numbered, range });
  return numbered ? { rows: read.map((cells, i) => ({ row: range.s.r + i + 1, cells })), more } : { rows: read, more };
}

/** The first sheet, or with `allSheets` every sheet (a header may stand on a later one). */
async function readBook(data, rows, allSheets) {
  const XLSX = await import('@e965/xlsx');
  let book;
  try {
    // sheetRows + 1: the row past the limit tells that there is more; `sheets: 0` skips the other sheets.
    book = XLSX.read(data, { type: 'buffer', cellDates: true, dense: true, sheetRows: rows + 1, ...(allSheets ? {} : { sheets: 0 }) });
  } catch (error) {
    return { error: error instanceof Error && /password/i.test(error.message) ? 'password' : 'unreadable' };
  }
  const names = allSheets ? book.SheetNames : book.SheetNames.slice(0, 1);
  const sheets = names.map((name) => book.Sheets[name]).filter(Boolean);
  if (!sheets.length) return { error: 'no-sheet' };
  return allSheets ? { sheets: sheets.map((sheet) => sheetRows(XLSX, sheet, rows, true)) } : sheetRows(XLSX, sheets[0], rows, false);
}

/** A row of empty or blank cells, as lib/spreadsheet's cellText reads them. */
const blank = (row) => row.every((c) => c === null || c === undefined || String(c).trim() === '');

/**
 * `scan`: the rows not blank among each sheet's first `scan` go first, numbered, and the caller answers with the
 * sheet and the header's row; the numbered rows after it follow.
 */
async function readScanned(bytes, kind, rows, scan) {
  let sheets;
  if (kind === 'csv') {
    const read = await readCsv(bytes, rows, true);
    if (read.error) return parentPort.postMessage({ error: read.error });
    sheets = [{ rows: read.rows.map((cells, i) => ({ row: i + 1, cells })), more: read.more }];
  } else {
    const read = await readBook(bytes, rows, true);
    if (read.error) return parentPort.postMessage({ error: read.error });
    sheets = read.sheets;
  }
  for (const sheet of sheets) sheet.rows = sheet.rows.filter((r) => !blank(r.cells));
  parentPort.postMessage({ heads: sheets.map((sheet) => sheet.rows.filter((r) => r.row <= scan)) });
  parentPort.once('message', ({ sheet, after }) => {
    const chosen = sheets[sheet];
    parentPort.postMessage({ body: chosen.rows.filter((r) => r.row > after), more: chosen.more });
  });
}

const { data, kind, rows, scan } = workerData;
const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
if (scan) await readScanned(bytes, kind, rows, scan);
else {
  const result = await (kind === 'csv' ? readCsv(bytes, rows, false) : readBook(bytes, rows, false));
  if (result.error) parentPort.postMessage({ error: result.error });
  else {
    const [header = [], ...body] = result.rows.filter((row) => !blank(row));
    // The header goes first: the caller refuses a file without its columns before the rows are sent.
    parentPort.postMessage({ header });
    parentPort.once('message', () => parentPort.postMessage({ body, more: result.more }));
  }
}
