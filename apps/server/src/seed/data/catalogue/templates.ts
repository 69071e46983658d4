/** Parses the product lines into typed templates once, at module load, so generation stays fast. */
import { categoryLeafPaths, categoryTrees, resolveCategoryPath } from '../categories.js';
import type { GoodsKind, PackUnit, StorageCondition } from '../types.js';
import { DEVICE_LINES } from './devices.js';
import { makerByAlias, makersWithRole, type Maker, type MakerRole } from './manufacturers.js';
import { DECOCTION_PIECE_LINES, TCM_PATENT_LINES } from './tcm-medicines.js';
import { WESTERN_DRUG_LINES } from './western-drugs.js';

export interface SpecOption {
  spec: string;
  unit: PackUnit;
  /** Set when the spec is a model number that only this maker makes. */
  maker: Maker | null;
  price_min_fen: number;
  price_max_fen: number;
}

export type ApprovalLetter = 'H' | 'Z' | 'S' | '';
export type DeviceClass = 0 | 1 | 2 | 3;

export interface ProductTemplate {
  name: string;
  common_name: string;
  kind: GoodsKind;
  is_decoction_piece: boolean;
  dosage_form: string;
  category_path: string[];
  category_names: string[];
  is_rx: boolean;
  contains_ephedrine: boolean;
  approval_letter: ApprovalLetter;
  device_class: DeviceClass;
  /** Two-digit class code of the 医疗器械分类目录, used in registration numbers. */
  device_category_code: string;
  /** Instruments have no shelf life worth clearing, so they never go to the near-expiry zone. */
  durable: boolean;
  storage: StorageCondition;
  popular: boolean;
  specs: SpecOption[];
  /** Named makers first (the first is the canonical one), then the role pool if the line opens it. */
  makers: Maker[];
  /** How many of `makers` the line names; 0 means the product is a plain generic from the pool. */
  named_maker_count: number;
}

type Source = 'western' | 'tcm' | 'piece' | 'device';

const PACK_UNITS: readonly PackUnit[] = ['盒', '瓶', '袋', '支', '板', '只', '台', '包', '个', '卷', '贴', '罐', '套'];

// Longest suffix wins, so 阴道泡腾片 is not read as 泡腾片 nor 片.
const DOSAGE_FORM_SUFFIXES: readonly (readonly [suffix: string, form: string])[] = (
  [
    ['肠溶软胶囊', '肠溶软胶囊'], ['阴道软胶囊', '阴道软胶囊'], ['缓释胶囊', '缓释胶囊'], ['肠溶胶囊', '肠溶胶囊'],
    ['软胶囊', '软胶囊'], ['胶囊', '胶囊剂'], ['阴道泡腾片', '阴道泡腾片'], ['缓释片', '缓释片'], ['控释片', '控释片'],
    ['肠溶片', '肠溶片'], ['分散片', '分散片'], ['咀嚼片', '咀嚼片'], ['泡腾片', '泡腾片'], ['含片', '含片'], ['喉片', '含片'], ['润喉片', '含片'],
    ['口颊片', '口颊片'], ['粘贴片', '贴片'], ['阴道片', '阴道片'], ['外用片', '外用片'], ['滴丸', '滴丸剂'], ['片', '片剂'],
    ['干混悬剂', '干混悬剂'], ['混悬滴剂', '滴剂'], ['口服混悬液', '混悬剂'], ['混悬液', '混悬剂'], ['颗粒', '颗粒剂'],
    ['口服溶液', '口服溶液剂'], ['口服液', '口服液'], ['糖浆', '糖浆剂'], ['合剂', '合剂'], ['注射液', '注射剂'],
    ['乳膏', '乳膏剂'], ['眼膏', '眼膏剂'], ['软膏', '软膏剂'], ['凝胶贴膏', '凝胶贴膏'], ['贴膏', '贴膏剂'], ['凝胶', '凝胶剂'],
    ['乳胶剂', '乳胶剂'], ['滴眼液', '滴眼剂'], ['滴鼻液', '滴鼻剂'], ['鼻喷雾剂', '鼻用喷雾剂'], ['鼻用喷雾剂', '鼻用喷雾剂'],
    ['吸入气雾剂', '吸入气雾剂'], ['吸入粉雾剂', '吸入粉雾剂'], ['气雾剂', '气雾剂'], ['喷雾剂', '喷雾剂'], ['栓', '栓剂'],
    ['洗剂', '洗剂'], ['洗液', '洗剂'], ['含漱液', '含漱液'], ['酊', '酊剂'], ['外用溶液', '溶液剂'], ['溶液', '溶液剂'],
    ['滴剂', '滴剂'], ['乳剂', '乳剂'], ['散', '散剂'], ['丸', '丸剂'], ['膏', '煎膏剂'], ['露', '糖浆剂'], ['液', '口服液'],
  ] as const
).slice().sort((a, b) => b[0].length - a[0].length);

const DOSAGE_FORM_PREFIXES: readonly (readonly [prefix: string, form: string])[] = [
  ['注射用', '注射剂(粉针)'],
  ['吸入用', '吸入制剂'],
];

// Suppositories melt and soft capsules stick in a warm store room, so they are kept cool.
const COOL_WESTERN_FORMS = new Set(['栓剂', '软胶囊', '肠溶软胶囊', '阴道软胶囊', '滴眼剂', '乳膏剂', '凝胶剂', '眼膏剂']);

const DEVICE_CATEGORY_CODES: readonly (readonly [prefix: string, code: string])[] = [
  ['qx.jc.xtj', '22'],
  ['qx.jc', '07'],
  ['qx.hl', '14'],
  ['qx.hc', '14'],
  ['qx.fh', '14'],
  ['qx.kf.llq', '09'],
  ['qx.kf', '19'],
  ['qx.jy', '08'],
  ['qx.js.sz', '40'],
  ['qx.js', '18'],
  ['qx.zy', '20'],
];

const NAME_WORD_SUFFIXES = new Set(['露', '水', '膏']);

const VERSION_SUFFIX = /[（(][^()（）]*[)）]$/u;

const leafPaths = categoryLeafPaths(categoryTrees.ordinary);

function formFromName(name: string): { form: string; stem: string } | null {
  const bare = name.replace(VERSION_SUFFIX, '');
  for (const [prefix, form] of DOSAGE_FORM_PREFIXES) {
    if (!bare.startsWith(prefix)) continue;
    // 吸入用布地奈德混悬液: the prefix gives the form, the suffix still belongs to the form, not the drug.
    const rest = bare.slice(prefix.length);
    const suffix = DOSAGE_FORM_SUFFIXES.find(([s]) => rest.endsWith(s) && rest.length > s.length)?.[0] ?? '';
    return { form, stem: rest.slice(0, rest.length - suffix.length) };
  }
  for (const [suffix, form] of DOSAGE_FORM_SUFFIXES) {
    if (bare.endsWith(suffix) && bare.length > suffix.length) return { form, stem: bare.slice(0, -suffix.length) };
  }
  return null;
}

/** Amount of medicine in a spec (dose × count), comparable only between specs of one product. */
function specContent(spec: string): number {
  const head = spec.includes('/') ? spec.slice(0, spec.lastIndexOf('/')) : spec;
  let content = 1;
  let seen = false;
  for (const match of head.matchAll(/(\d+(?:\.\d+)?)\s*(kg|mg|μg|g|ml|万单位|单位|IU|L)?/gu)) {
    const value = Number(match[1]);
    if (!(value > 0)) continue;
    const scale = match[2] === 'kg' ? 1000 : match[2] === 'mg' ? 0.001 : match[2] === 'μg' ? 0.000001 : 1;
    content *= value * scale;
    seen = true;
  }
  return seen ? content : 0;
}

function parseRange(text: string, line: string): [number, number] {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/u.exec(text.trim());
  if (!match) throw new Error(`bad price range "${text}" in ${line}`);
  const min = Math.round(Number(match[1]) * 100);
  const max = Math.round(Number(match[2]) * 100);
  if (!(min > 0 && max >= min)) throw new Error(`bad price range "${text}" in ${line}`);
  return [min, max];
}

function asPackUnit(text: string, line: string): PackUnit {
  const unit = PACK_UNITS.find((u) => u === text);
  if (!unit) throw new Error(`unknown pack unit "${text}" in ${line}`);
  return unit;
}

function parseSpecs(field: string, base: [number, number], line: string): SpecOption[] {
  const raw = field.split(';').map((text) => {
    let rest = text.trim();
    let price: [number, number] | null = null;
    const at = rest.lastIndexOf('@');
    if (at >= 0) {
      price = parseRange(rest.slice(at + 1), line);
      rest = rest.slice(0, at);
    }
    let unitText: string | null = null;
    const tilde = rest.lastIndexOf('~');
    if (tilde >= 0) {
      unitText = rest.slice(tilde + 1);
      rest = rest.slice(0, tilde);
    }
    let maker: Maker | null = null;
    const eq = rest.indexOf('=');
    if (eq >= 0) {
      maker = makerByAlias(rest.slice(0, eq));
      rest = rest.slice(eq + 1);
    }
    const spec = rest.trim();
    if (unitText === null) {
      const slash = spec.lastIndexOf('/');
      if (slash < 0) throw new Error(`spec "${spec}" has no pack unit in ${line}`);
      unitText = spec.slice(slash + 1);
    }
    return { spec, unit: asPackUnit(unitText, line), maker, price };
  });
  const first = raw[0];
  const firstRange = first.price ?? base;
  const firstContent = specContent(first.spec);
  return raw.map(({ spec, unit, maker, price }) => {
    if (price) return { spec, unit, maker, price_min_fen: price[0], price_max_fen: price[1] };
    const content = specContent(spec);
    // Bigger packs cost more, but less than proportionally, as wholesale prices do.
    const ratio = firstContent > 0 && content > 0 ? Math.min(4, Math.max(0.4, content / firstContent)) : 1;
    const factor = ratio ** 0.85;
    return {
      spec,
      unit,
      maker,
      price_min_fen: Math.max(10, Math.round(firstRange[0] * factor)),
      price_max_fen: Math.max(10, Math.round(firstRange[1] * factor)),
    };
  });
}

const POOL_ROLE: Readonly<Record<Source, MakerRole>> = { western: 'chem', tcm: 'tcm', piece: 'piece', device: 'device' };

function parseMakers(field: string, role: MakerRole, line: string): { makers: Maker[]; named: number } {
  const entries = field.split(',').map((alias) => alias.trim());
  const named = entries.filter((alias) => alias !== '').map((alias) => makerByAlias(alias));
  // An empty entry (a trailing comma, or no makers at all) opens the product to the role's pool.
  const usePool = entries.includes('');
  const pool = usePool ? makersWithRole(role).filter((m) => !named.includes(m)) : [];
  const makers = [...named, ...pool];
  if (makers.length === 0) throw new Error(`no manufacturer for ${line}`);
  return { makers, named: named.length };
}

function parseLine(line: string, source: Source): ProductTemplate {
  const fields = line.split('|');
  if (fields.length !== 6) throw new Error(`expected 6 fields in ${line}`);
  const [nameField, leaf, flags, specField, priceField, makerField] = fields;
  const [name, formOverride] = nameField.split('#');
  const category_path = leafPaths.get(leaf);
  const category_names = category_path ? resolveCategoryPath(categoryTrees.ordinary, category_path) : null;
  if (!category_path || !category_names) throw new Error(`unknown category leaf ${leaf} in ${line}`);
  const has = (flag: string): boolean => flags.includes(flag);
  const biological = has('S');
  const role: MakerRole = source === 'western' && biological ? 'bio' : POOL_ROLE[source];
  const specs = parseSpecs(specField, parseRange(priceField, line), line);
  const { makers, named } = parseMakers(makerField, role, line);

  let dosage_form: string;
  let common_name = name;
  let device_class: DeviceClass = 0;
  let device_category_code = '';
  if (source === 'device') {
    device_class = has('3') ? 3 : has('2') ? 2 : 1;
    dosage_form = ['', '第一类医疗器械', '第二类医疗器械', '第三类医疗器械'][device_class];
    device_category_code = DEVICE_CATEGORY_CODES.find(([prefix]) => leaf.startsWith(prefix))?.[1] ?? '14';
  } else if (source === 'piece') {
    dosage_form = '饮片';
    common_name = /^(.{2,})[片段块粉]$/u.exec(name)?.[1] ?? name;
  } else {
    const parsed = formFromName(name);
    if (!formOverride && !parsed) throw new Error(`cannot tell the dosage form of ${name}`);
    dosage_form = formOverride ?? parsed?.form ?? '';
    // Under an explicit form, 露/水/膏 are part of the name (开塞露, 藿香正气水, 云南白药膏).
    const suffix = parsed ? name.replace(VERSION_SUFFIX, '').slice(parsed.stem.length) : '';
    if (parsed && !(formOverride && NAME_WORD_SUFFIXES.has(suffix))) common_name = parsed.stem;
  }

  const storage: StorageCondition = has('C')
    ? '冷藏'
    : has('Y')
      ? '阴凉'
      : has('N')
        ? '常温'
        : source === 'tcm' || source === 'piece' || (source === 'western' && COOL_WESTERN_FORMS.has(dosage_form))
          ? '阴凉'
          : '常温';

  return {
    name,
    common_name,
    kind: source === 'western' ? 'western' : source === 'device' ? 'device' : 'tcm',
    is_decoction_piece: source === 'piece',
    dosage_form,
    category_path,
    category_names,
    is_rx: has('R'),
    contains_ephedrine: has('E'),
    approval_letter: source === 'western' ? (biological ? 'S' : 'H') : source === 'tcm' ? 'Z' : '',
    device_class,
    device_category_code,
    durable: has('D'),
    storage,
    popular: has('*'),
    specs,
    makers,
    named_maker_count: named,
  };
}

export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  ...WESTERN_DRUG_LINES.map((line) => parseLine(line, 'western')),
  ...TCM_PATENT_LINES.map((line) => parseLine(line, 'tcm')),
  ...DECOCTION_PIECE_LINES.map((line) => parseLine(line, 'piece')),
  ...DEVICE_LINES.map((line) => parseLine(line, 'device')),
];
