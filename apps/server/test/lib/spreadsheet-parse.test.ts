/** The worker's own limits (issue 35): past its time or its heap a parse is refused in Chinese, and the process reads on. */
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseSheet } from '../../src/lib/spreadsheet-parse.js';
import { bombFile, sheetFile } from '../spreadsheet-files.js';

const TOO_LARGE = '表格内容过大，请删去多余的行、列或工作表，或拆分后重新上传';
/** A sheet SheetJS needs a second and ~200 MB to read (a million rows): the bounds would refuse it, the worker is asked directly. */
const heavy = bombFile(['商品编码', '价格'], '<row><c><v>1</v></c><c><v>2</v></c></row>', 1_000_000);
const header = (row: unknown[]) => row;

describe('parseSheet', { timeout: 60_000 }, () => {
  it('stops a parse past its time limit and answers that the table is too large', async () => {
    const started = performance.now();
    await expect(parseSheet({ data: heavy, kind: 'book', rows: 10 }, header, { heapMb: 512, timeMs: 100 })).rejects.toMatchObject({
      field: 'file',
      message: TOO_LARGE,
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('ends a parse past its heap limit in its worker alone, and reads the next file', async () => {
    await expect(parseSheet({ data: heavy, kind: 'book', rows: 10 }, header, { heapMb: 16, timeMs: 30_000 })).rejects.toMatchObject({
      field: 'file',
      message: TOO_LARGE,
    });
    const read = await parseSheet(
      {
        data: sheetFile([
          ['商品编码', '价格'],
          ['A1', 2],
        ]),
        kind: 'book',
        rows: 10,
      },
      header,
    );
    expect(read).toEqual({ head: ['商品编码', '价格'], body: [['A1', 2]], more: false });
  });

  it('runs one parse per core but one, lets eight more wait, and refuses the uploads past them at once', async () => {
    const served = Math.max(1, os.availableParallelism() - 1) + 8;
    const answers = await Promise.all(
      Array.from({ length: served + 3 }, () =>
        parseSheet({ data: heavy, kind: 'book', rows: 10 }, header, { heapMb: 512, timeMs: 300 }).then(
          () => 'read',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(answers.filter((a) => a === TOO_LARGE)).toHaveLength(served);
    expect(answers.filter((a) => a === '正在读取的表格较多，请稍后再上传')).toHaveLength(3);
  });

  it('sends no rows once the header is refused, and tells when a file holds more rows than it read', async () => {
    const refused = parseSheet({ data: Buffer.from('名称\nA\nB\n'), kind: 'csv', rows: 10 }, () => {
      throw new Error('no columns');
    });
    await expect(refused).rejects.toThrow('no columns');
    expect(await parseSheet({ data: Buffer.from('名称\n\nA\nB\n , \nC\n'), kind: 'csv', rows: 3 }, header)).toEqual({
      head: ['名称'],
      body: [['A'], ['B']],
      more: true,
    });
  });
});
