/** Mainland provinces with the codes that appear in approval and registration numbers. */
export interface Province {
  name: string;
  /** Two-digit administrative code, as used in 国药准字 numbers. */
  code: string;
  /** One-character abbreviation, as used in 械注准 / 械备 numbers. */
  abbr: string;
}

export const PROVINCES: readonly Province[] = [
  { name: '北京市', code: '11', abbr: '京' },
  { name: '天津市', code: '12', abbr: '津' },
  { name: '河北省', code: '13', abbr: '冀' },
  { name: '山西省', code: '14', abbr: '晋' },
  { name: '内蒙古自治区', code: '15', abbr: '蒙' },
  { name: '辽宁省', code: '21', abbr: '辽' },
  { name: '吉林省', code: '22', abbr: '吉' },
  { name: '黑龙江省', code: '23', abbr: '黑' },
  { name: '上海市', code: '31', abbr: '沪' },
  { name: '江苏省', code: '32', abbr: '苏' },
  { name: '浙江省', code: '33', abbr: '浙' },
  { name: '安徽省', code: '34', abbr: '皖' },
  { name: '福建省', code: '35', abbr: '闽' },
  { name: '江西省', code: '36', abbr: '赣' },
  { name: '山东省', code: '37', abbr: '鲁' },
  { name: '河南省', code: '41', abbr: '豫' },
  { name: '湖北省', code: '42', abbr: '鄂' },
  { name: '湖南省', code: '43', abbr: '湘' },
  { name: '广东省', code: '44', abbr: '粤' },
  { name: '广西壮族自治区', code: '45', abbr: '桂' },
  { name: '海南省', code: '46', abbr: '琼' },
  { name: '重庆市', code: '50', abbr: '渝' },
  { name: '四川省', code: '51', abbr: '川' },
  { name: '贵州省', code: '52', abbr: '黔' },
  { name: '云南省', code: '53', abbr: '滇' },
  { name: '西藏自治区', code: '54', abbr: '藏' },
  { name: '陕西省', code: '61', abbr: '陕' },
  { name: '甘肃省', code: '62', abbr: '甘' },
  { name: '青海省', code: '63', abbr: '青' },
  { name: '宁夏回族自治区', code: '64', abbr: '宁' },
  { name: '新疆维吾尔自治区', code: '65', abbr: '新' },
];

export const PROVINCE_NAMES: readonly string[] = PROVINCES.map((p) => p.name);

const byShortName = new Map(PROVINCES.map((p) => [p.name.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区)$/u, ''), p]));

/** Looks a province up by its short name (北京, 广西, 内蒙古...). */
export function provinceByShortName(short: string): Province {
  const province = byShortName.get(short);
  if (!province) throw new Error(`unknown province ${short}`);
  return province;
}
