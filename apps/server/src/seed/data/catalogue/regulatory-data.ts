/** The demo goods' 医保, 处方/OTC, 基药/集采/谈判, 冷链 and 饮片 data: a fixed spread by index, not the PRNG. */
import { COLD_CHAIN_DEFAULT, type RxClass, type YbClass } from '@yc/contracts';
import type { GoodsSeed } from '../types.js';
import { isYbOf } from './search-data.js';

const ORIGINS = ['甘肃', '四川', '云南', '安徽亳州', '河北安国', '吉林', '宁夏', '浙江'] as const;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const letter = (n: number) => 'ABCDEFGHJKLMNPRS'[n % 16];

/** A code shaped as the national 医保 codes are (XJ01DET084B0): X western, Z 中成药, T 饮片, then class, form and serial. */
function ybCodeOf(index: number, g: Pick<GoodsSeed, 'kind' | 'is_decoction_piece'>): string {
  const head = g.is_decoction_piece ? 'T' : g.kind === 'tcm' ? 'Z' : 'X';
  return `${head}${letter(index)}${pad((index % 89) + 1, 2)}${letter(index >> 2)}${letter(index >> 3)}${letter(index >> 5)}${pad(index % 1000, 3)}B${index % 10}`;
}

function ybClassOf(index: number): YbClass {
  if (index % 37 === 0) return '丙';
  return (index * 3) % 10 < 3 ? '甲' : '乙';
}

function rxClassOf(index: number, g: Pick<GoodsSeed, 'kind' | 'is_decoction_piece' | 'is_rx'>): RxClass | null {
  if (g.kind === 'device' || g.is_decoction_piece) return null;
  if (g.is_rx) return '处方药';
  return index % 3 === 0 ? '乙类OTC' : '甲类OTC';
}

/**
 * The 药品标识码 of a drug's 20-digit 追溯码 (8 and six digits): its place in the catalogue, so each of the
 * seed's million goods at most has its own.
 */
const tracePrefixOf = (index: number): string => `8${pad(index, 6)}`;

/** `index`: the goods' place in the catalogue; null for a package, which has no regulatory data of its own. */
export function regulatoryOf(index: number | null, g: GoodsSeed) {
  const cold = g.storage === '冷藏' ? COLD_CHAIN_DEFAULT : null;
  if (index === null) return { ybClass: '非医保' as const, rxClass: null, coldMinC: cold?.min ?? null, coldMaxC: cold?.max ?? null };
  const listed = isYbOf(index, g.kind);
  const rxClass = rxClassOf(index, g);
  return {
    ybClass: listed ? ybClassOf(index) : ('非医保' as const),
    ybCode: listed ? ybCodeOf(index, g) : '',
    rxClass,
    // Devices and 中药饮片 (no 处方/OTC class) carry no 药品追溯码: they ship without a scan.
    tracePrefixes: rxClass ? [tracePrefixOf(index)] : [],
    traceExempt: rxClass === null,
    isEssential: listed && index % 4 === 0,
    isVbp: rxClass === '处方药' && index % 5 === 0,
    isNegotiated: listed && rxClass === '处方药' && index % 11 === 0,
    coldMinC: cold?.min ?? null,
    coldMaxC: cold?.max ?? null,
    origin: g.kind === 'tcm' && g.is_decoction_piece ? ORIGINS[index % ORIGINS.length] : '',
    shelfLifeMonths: g.kind === 'tcm' && g.is_decoction_piece ? (index % 2 === 0 ? 24 : 36) : null,
  };
}
