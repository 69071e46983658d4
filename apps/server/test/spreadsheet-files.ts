/** Spreadsheet files as Excel saves them, made in the test with the same library the server reads them with. */
import * as XLSX from '@e965/xlsx';

/** An .xlsx (or, with `'biff8'`, an .xls) whose first sheet holds `rows`. */
export function sheetFile(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
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
