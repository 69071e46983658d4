/**
 * A maker (生产厂家) by its distinctive core, as buyers write it: 修正药业集团股份有限公司, 修正药业 and
 * 修正 are one maker. Legal forms and trade words (股份有限公司, 集团, 药业, 制药…) are dropped wherever
 * they stand, a bracketed place (深圳) with them, and a leading province or city only when a core
 * of two characters or more is left: 北京四环制药 is 四环, 北京制药厂 stays 北京.
 */

const LEGAL =
  /股份有限公司|有限责任公司|有限公司|股份公司|集团公司|公司|集团|股份|控股|总厂|制药厂|药厂|药业|制药|医药|药品|生化|生物|化学|医疗器械|医疗用品|医疗设备|医疗|中药饮片|饮片|中药|国药|制品/g;
const BRACKETED = /[(（][^)）]*[)）]/g;
const REGIONS = [
  '内蒙古',
  '黑龙江',
  '北京',
  '天津',
  '上海',
  '重庆',
  '河北',
  '山西',
  '辽宁',
  '吉林',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '海南',
  '四川',
  '贵州',
  '云南',
  '陕西',
  '甘肃',
  '青海',
  '广西',
  '西藏',
  '宁夏',
  '新疆',
  '香港',
  '澳门',
  '台湾',
  '石家庄',
  '哈尔滨',
  '广州',
  '深圳',
  '杭州',
  '成都',
  '武汉',
  '西安',
  '南京',
  '济南',
  '青岛',
  '厦门',
  '珠海',
  '沈阳',
  '长春',
  '兰州',
  '昆明',
  '南宁',
  '桂林',
  '贵阳',
  '宜昌',
  '漳州',
  '亳州',
  '大连',
  '苏州',
  '无锡',
  '株洲',
  '通化',
  '长沙',
  '郑州',
  '合肥',
  '福州',
  '南昌',
  '太原',
  '海口',
];
const REGION = new RegExp(`^(?:${REGIONS.join('|')})(?:省|市|自治区|特别行政区)?`);

const plain = (name: string) => name.normalize('NFKC').replace(/\s+/g, '');

/** A maker's cores: with its leading place, and without it when a distinctive core is left. */
export function makerCores(name: string): string[] {
  const text = plain(name).replace(BRACKETED, '');
  const core = text.replace(LEGAL, '') || text;
  const local = core.replace(REGION, '');
  return local.length >= 2 && local !== core ? [core, local] : [core];
}

/** A core that is only a place (北京, 广东省) names no maker on its own: it is compared whole, never found inside another. */
const isPlace = (core: string) => core.replace(REGION, '') === '';

/**
 * How well a plan's maker names a catalogue maker (its full name and the short name buyers call it):
 * 3 the same name, 2 the same core, 1 the row's core inside the maker's (a shorter name for it), 0 another
 * maker (同仁堂科技 is not 同仁堂). The caller
 * takes the closest: two makers may share a core (北京同仁堂, 天津同仁堂 both hold 同仁堂).
 */
export function makerAgreement(row: string, maker: { name: string; shortName: string }): 0 | 1 | 2 | 3 {
  if (plain(row) === plain(maker.name)) return 3;
  const wanted = makerCores(row);
  const known = [maker.name, maker.shortName].filter(Boolean).flatMap(makerCores);
  if (wanted.some((w) => known.includes(w))) return 2;
  const inside = (a: string, b: string) => a.length >= 2 && !isPlace(a) && b.includes(a);
  return wanted.some((w) => known.some((k) => inside(w, k))) ? 1 : 0;
}
