/**
 * A temperature logger's export: CSV rows of `time,temperature`, an optional header first. The size is
 * bounded before anything is decoded; every row must read, or the file is refused naming the first bad
 * row, so a wrong file (another export, a spreadsheet, a picture) never becomes half a record.
 */
import {
  COLD_CHAIN_FILE_MAX_BYTES,
  COLD_CHAIN_MAX_READINGS,
  READING_MAX_C,
  READING_MIN_C,
  type ColdChainReadingInput,
} from '@yc/contracts';
import { FieldError } from '../../lib/errors.js';

const refuse = (msg: string) => new FieldError('file', msg);

/** 2026-12-04 08:30[:00] (the logger's local time, China) or ISO with its zone, or epoch seconds. */
function readTime(text: string): number | undefined {
  if (/^\d{9,10}$/.test(text)) return Number(text);
  const local = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number);
    const ms = Date.UTC(y, mo - 1, d, h - 8, mi, s || 0);
    const back = new Date(ms + 8 * 3_600_000);
    if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23) return undefined;
    return ms / 1000;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
  }
  return undefined;
}

export function parseLoggerFile(data: Buffer): ColdChainReadingInput[] {
  if (data.length === 0) throw refuse('请选择温度记录仪导出的 CSV 文件');
  if (data.length > COLD_CHAIN_FILE_MAX_BYTES) throw refuse(`温度记录文件不能超过${COLD_CHAIN_FILE_MAX_BYTES / 1024}KB`);
  if (data.includes(0)) throw refuse('温度记录文件不是 CSV 文本，请导出为 CSV（时间,温度）');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw refuse('温度记录文件不是 UTF-8 编码的 CSV，请导出为 CSV（时间,温度）');
  }
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l, i) => ({ no: i + 1, cells: l.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1')) }))
    .filter((l) => l.cells.some((c) => c !== ''));
  // A header names its columns instead of giving a number.
  if (lines.length && !/^-?\d/.test(lines[0].cells[1] ?? '')) lines.shift();
  if (lines.length === 0) throw refuse('温度记录文件没有数据行，格式应为：时间,温度');
  if (lines.length > COLD_CHAIN_MAX_READINGS) throw refuse(`温度记录文件最多${COLD_CHAIN_MAX_READINGS}行`);
  return lines.map(({ no, cells }) => {
    if (cells.length !== 2) throw refuse(`第${no}行应为两列：时间,温度`);
    const time = readTime(cells[0]);
    if (time === undefined) throw refuse(`第${no}行的时间「${cells[0].slice(0, 30)}」不正确，应如 2026-12-04 08:30:00`);
    if (!/^-?\d{1,2}(\.\d{1,2})?$/.test(cells[1])) throw refuse(`第${no}行的温度「${cells[1].slice(0, 30)}」不是数字`);
    const temp = Number(cells[1]);
    if (temp < READING_MIN_C || temp > READING_MAX_C) throw refuse(`第${no}行的温度应在${READING_MIN_C}到${READING_MAX_C}℃之间`);
    return { time, temp_c: Math.round(temp * 10) / 10 };
  });
}
