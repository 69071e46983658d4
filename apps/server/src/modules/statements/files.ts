/** A month's 对账单 as a file to keep: a PDF or an Excel workbook, named after the store and the month. */
import type { Db } from '../../db/client.js';
import { cjkFont } from '../../lib/pdf/font.js';
import { renderOffThread } from '../../lib/pdf/render-pool.js';
import { getSetting } from '../content/settings.js';
import { renderStatementPdf } from './pdf.js';
import { readMonth } from './service.js';
import { statementWorkbook } from './sheet.js';

export interface StatementFile {
  fileName: string;
  data: Buffer;
}

export async function statementPdf(db: Db, storeId: number, month: string): Promise<StatementFile> {
  // Refused before the month is read when the server has no Chinese font.
  await cjkFont('对账单');
  const [m, seller] = await Promise.all([readMonth(db, storeId, month), getSetting(db, 'site_name')]);
  const data = await renderOffThread(new URL('./pdf.js', import.meta.url), renderStatementPdf, '对账单', { month: m, seller });
  return { fileName: `对账单-${m.company}-${month}.pdf`, data };
}

export async function statementXlsx(db: Db, storeId: number, month: string): Promise<StatementFile> {
  const [m, seller] = await Promise.all([readMonth(db, storeId, month), getSetting(db, 'site_name')]);
  return { fileName: `对账单-${m.company}-${month}.xlsx`, data: statementWorkbook(m, seller) };
}
