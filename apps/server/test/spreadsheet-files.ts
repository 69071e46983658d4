/** Spreadsheet files as Excel saves them, made in the test with the same library the server reads them with. */
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import path from 'node:path';
import zlib from 'node:zlib';
import { cellText, type Cell } from '../src/lib/spreadsheet.js';

/** An .xlsx (or, with `'biff8'`, an .xls) whose first sheet holds `rows`. */
export function sheetFile(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

/** The part of SheetJS's bundled compound-file library these tests use (its types say `any`). */
interface CompoundFiles {
  utils: { cfb_new(): unknown; cfb_add(container: unknown, name: string, data: Buffer): void };
  write(container: unknown, options: { type: 'buffer' }): Uint8Array;
}

/** What Excel writes for a password-protected workbook: a compound file holding the encrypted package. */
export function encryptedSheetFile(): Buffer {
  const CFB = XLSX.CFB as CompoundFiles;
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(64, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }));
}

/**
 * Every row of the first sheet of a table the store wrote (an export, a statement), read on the spot as
 * SheetJS and csv-parse read them: the files are the tests' own, not uploads, so no bounds or worker.
 */
export function readSpreadsheet(name: string, data: Buffer, kinds: readonly string[]): Cell[][] {
  const ext = path.extname(name).toLowerCase();
  if (!kinds.includes(ext)) throw new Error(`${name} is none of ${kinds.join(', ')}`);
  const firstSheet = (book: XLSX.WorkBook) => book.Sheets[book.SheetNames[0]];
  const rows: Cell[][] =
    ext === '.csv'
      ? (parse(data.toString('utf8'), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][])
      : XLSX.utils.sheet_to_json<Cell[]>(firstSheet(XLSX.read(data, { type: 'buffer', cellDates: true, dense: true })), {
          header: 1,
          raw: true,
          defval: null,
          blankrows: false,
        });
  return rows.filter((row) => row.some((c) => cellText(c) !== ''));
}

/**
 * A ZIP written by hand, so a test can make one that lies: `declared` replaces the uncompressed size
 * its headers give for the parts it names (a bomb that says it is small).
 */
function zipOf(parts: Record<string, Buffer>, declared: Record<string, number> = {}): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(parts)) {
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const file = Buffer.from(name, 'utf8');
    const size = declared[name] ?? data.length;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(zlib.crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(file.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    head.copy(entry, 8, 6, 30);
    entry.writeUInt32LE(offset, 42);
    local.push(head, file, packed);
    central.push(entry, file);
    offset += head.length + file.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const SHEET_PART = 'xl/worksheets/sheet1.xml';

/**
 * An .xlsx whose first sheet has `header` and then `filler` repeated `times` within its sheetData:
 * rows for a long sheet, spaces for a sheet of whitespace. It compresses about a thousand to one.
 */
export function bombFile(header: readonly string[], filler: string, times: number, opts: { declared?: number } = {}): Buffer {
  const parts = Object.fromEntries(Object.entries(unzipSync(sheetFile([[...header]]))).map(([name, data]) => [name, Buffer.from(data)]));
  const cells = header.map((h) => `<c t="inlineStr"><is><t>${h}</t></is></c>`).join('');
  parts[SHEET_PART] = Buffer.concat([
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row>${cells}</row>`,
    ),
    Buffer.alloc(filler.length * times, filler),
    Buffer.from('</sheetData></worksheet>'),
  ]);
  return zipOf(parts, opts.declared === undefined ? {} : { [SHEET_PART]: opts.declared });
}
