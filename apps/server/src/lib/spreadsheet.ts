/**
 * Reading a table a buyer or the warehouse saved from Excel or an ERP: CSV (UTF-8, or GB18030 as
 * Excel saves it on Chinese Windows), XLSX or the older XLS (the first sheet). The format is told by
 * the file's content, not only its name, so a renamed or damaged file gets a clear Chinese refusal.
 */
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import path from 'node:path';
import { FieldError } from './errors.js';

export type Cell = string | number | boolean | Date | null | undefined;
export type SpreadsheetKind = '.csv' | '.xlsx' | '.xls';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Compound File (OLE) header: an .xls, or an .xlsx that Excel encrypted with a password. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

function readWorkbook(data: Buffer): Cell[][] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, { type: 'buffer', cellDates: true, dense: true });
  } catch (error) {
    if (error instanceof Error && /password/i.test(error.message)) throw new FieldError('file', '表格已设置密码保护，请取消密码后重新上传');
    throw new FieldError('file', '无法读取该表格，文件可能已损坏，请另存为 .xlsx 或 .csv 后重试');
  }
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) throw new FieldError('file', '表格中没有工作表');
  return XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: false });
}

/** The rows of the file's first sheet, blank rows left out; `kinds` are the extensions the caller takes. */
export function readSpreadsheet(name: string, data: Buffer, kinds: readonly SpreadsheetKind[]): Cell[][] {
  const ext = path.extname(name).toLowerCase();
  const accepted = kinds.find((k) => k === ext || (k === '.csv' && ext === '.txt'));
  if (!accepted) throw new FieldError('file', `请上传 ${kinds.join('、')} 文件`);
  if (data.length === 0) throw new FieldError('file', '文件是空的，请检查后重新上传');
  let rows: Cell[][];
  if (accepted === '.csv') {
    try {
      rows = parse(decodeText(data), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
    } catch {
      throw new FieldError('file', '无法读取该 CSV 文件，请检查引号与分隔符');
    }
  } else {
    const head = data.subarray(0, 4);
    if (!head.equals(ZIP_MAGIC) && !head.equals(CFB_MAGIC))
      throw new FieldError('file', `文件不是有效的 ${accepted.slice(1).toUpperCase()} 表格`);
    rows = readWorkbook(data);
  }
  return rows.filter((row) => row.some((c) => cellText(c) !== ''));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: dates as YYYY-MM-DD (SheetJS makes a date cell local midnight), everything trimmed. */
export const cellText = (c: Cell): string =>
  c === null || c === undefined
    ? ''
    : c instanceof Date
      ? `${c.getFullYear()}-${pad(c.getMonth() + 1)}-${pad(c.getDate())}`
      : String(c).trim();

/** A header as people vary it: case, spaces and full-width brackets do not matter. */
const headerKey = (h: string): string => h.toLowerCase().replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');

/** Where each column stands in the header row (-1 when missing); each column lists the names it may go by. */
export function columnsOf<K extends string>(header: readonly Cell[], names: Record<K, readonly string[]>): Record<K, number> {
  const keys = header.map((h) => headerKey(cellText(h)));
  const out = {} as Record<K, number>;
  for (const column of Object.keys(names) as K[]) out[column] = keys.findIndex((k) => names[column].some((n) => headerKey(n) === k));
  return out;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx of one sheet holding `rows` (the first row the headers): templates and exports. */
export function writeSpreadsheet(sheetName: string, rows: readonly (readonly Cell[])[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows as Cell[][]), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The same rows as CSV in UTF-8, with the BOM by which Excel on Chinese Windows knows the encoding. */
export function writeCsv(rows: readonly (readonly Cell[])[]): Buffer {
  const csv = XLSX.utils.sheet_to_csv(XLSX.utils.aoa_to_sheet(rows as Cell[][]), { blankrows: true });
  return Buffer.concat([UTF8_BOM, Buffer.from(csv, 'utf8')]);
}
