/**
 * What the demo catalogue gives search beyond the product lists: 商品名 of well-known makers'
 * products, EAN-13 barcodes, and the 医保 flag (the aliases buyers type are
 * reference data of every database: migration 0037). None of it is drawn from
 * the PRNG, so the rest of the catalogue stays what the seed always made.
 */
import { MAKERS } from './manufacturers.js';

/** [product name, maker alias or '' for every maker, 商品名]. */
const TRADE_NAMES: readonly (readonly [string, string, string])[] = [
  ['阿莫西林胶囊', '联邦', '阿莫仙'],
  ['布洛芬缓释胶囊', '史克', '芬必得'],
  ['对乙酰氨基酚缓释片', '上海强生', '泰诺林'],
  ['布洛芬混悬液', '上海强生', '美林'],
  ['酚麻美敏片', '上海强生', '泰诺'],
  ['复方氨酚烷胺片', '吴太', '感康'],
  ['多潘立酮片', '杨森', '吗丁啉'],
  ['苯磺酸氨氯地平片', '辉瑞', '络活喜'],
  ['阿托伐他汀钙片', '辉瑞', '立普妥'],
  ['瑞舒伐他汀钙片', '阿斯利康', '可定'],
  ['盐酸二甲双胍片', '施贵宝', '格华止'],
  ['蒙脱石散', '', '思密达'],
  ['孟鲁司特钠片', '', '顺尔宁'],
  ['氯雷他定片', '', '开瑞坦'],
];

const tradeNames = new Map(TRADE_NAMES.map(([product, alias, trade]) => [`${product}|${alias}`, trade]));
const shortNames = new Map(MAKERS.map((m) => [m.name, m.alias]));

/** What buyers call a maker (its alias in the product lists: 联邦, 白云山). */
export const makerShortName = (name: string): string => shortNames.get(name) ?? '';

/** The 商品名 of a product from a maker, '' when it has none. */
export const tradeNameOf = (product: string, maker: string): string =>
  tradeNames.get(`${product}|${makerShortName(maker)}`) ?? tradeNames.get(`${product}|`) ?? '';

/** An EAN-13 barcode of a goods by its index: 6901 (made in China), eight digits, the check digit. */
export function barcodeOf(index: number): string {
  const body = `6901${String(index + 1).padStart(8, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Most drugs are in the 医保 catalogue and devices are not; a fixed spread by index, not the PRNG. */
export const isYbOf = (index: number, kind: string): boolean => kind !== 'device' && (index * 7) % 10 < 6;
