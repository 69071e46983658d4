/** Combination packages (goods_type 3) assembled from generated goods by theme. */
import { createRng } from '../prng.js';
import type { CombinationSeed, GoodsSeed } from '../types.js';
import { yuanText } from './offers.js';

interface Theme {
  name: string;
  description: string;
  /** Category key prefixes; one member is drawn from each (two from a lone slot). */
  slots: readonly string[];
}

const THEMES: readonly Theme[] = [
  { name: '感冒季组合装', description: '感冒药、中成药与口罩一站配齐，换季备货首选', slots: ['jrzt.gm', 'zcy.jb', 'qx.fh.kz'] },
  { name: '秋冬止咳组合装', description: '西药化痰与中药止咳搭配，覆盖秋冬咳嗽高发期', slots: ['hx.zk', 'zcy.zk'] },
  { name: '退热护理组合装', description: '退热药、体温计与退热贴，发热护理一套齐全', slots: ['jrzt.tr', 'qx.jc.twj', 'qx.hl.bd'] },
  { name: '儿童感冒组合装', description: '儿童退热与儿科中成药搭配，适合母婴专柜陈列', slots: ['ek.gm', 'zcy.ek'] },
  { name: '儿童肠胃调理组合装', description: '益生菌与止泻类用药组合，儿童肠胃问题常备', slots: ['ek.xh', 'xh.zx'] },
  { name: '肠胃调理组合装', description: '抑酸护胃、促动力与中成药健脾组合', slots: ['xh.ws', 'xh.dl', 'zcy.pw'] },
  { name: '家庭小药箱组合装', description: '止痛、外伤消毒与创可贴、棉签，家庭常备小药箱', slots: ['jrzt.tr', 'pf.cs', 'qx.hl.ckt', 'qx.hc.mq'] },
  { name: '外伤处理组合装', description: '消毒、敷料与创可贴，适合社区药房外伤处理专区', slots: ['pf.cs', 'qx.hc.fl', 'qx.hl.ckt'] },
  { name: '降压管理组合装', description: '降压药搭配家用血压计，慢病会员管理好帮手', slots: ['xnxg.jy', 'qx.jc.xyj'] },
  { name: '血糖管理组合装', description: '口服降糖药与血糖仪组合，方便慢病患者自测', slots: ['nfm.jt', 'qx.jc.xtj'] },
  { name: '调脂护心组合装', description: '调血脂与抗血栓用药组合，心血管慢病备货', slots: ['xnxg.tz', 'xnxg.kxs'] },
  { name: '护心通络组合装', description: '活血化瘀类中成药组合', slots: ['zcy.hx'] },
  { name: '过敏季组合装', description: '抗过敏药与鼻喷剂搭配，春秋过敏季热销', slots: ['hx.kgm', 'wg.bk'] },
  { name: '眼部护理组合装', description: '人工泪液与抗菌滴眼液组合', slots: ['wg.yk'] },
  { name: '口腔咽喉组合装', description: '含片、含漱液与清热类中成药组合', slots: ['wg.kq', 'zcy.qr'] },
  { name: '清热解毒组合装', description: '清热解毒类中成药组合，流感季走量品种', slots: ['zcy.qr'] },
  { name: '补钙健骨组合装', description: '钙剂与骨质疏松用药组合，中老年顾客关联销售', slots: ['wss.kwz', 'nfm.gss'] },
  { name: '维生素补充组合装', description: '常用维生素组合，适合收银台关联陈列', slots: ['wss.wss'] },
  { name: '儿童营养组合装', description: '维生素AD、D与钙锌补充组合', slots: ['ek.yy'] },
  { name: '女性调理组合装', description: '调经类中成药与西药组合', slots: ['zcy.fk', 'fk.tj'] },
  { name: '妇科护理组合装', description: '妇科炎症常用药组合', slots: ['fk.yd'] },
  { name: '滋补养生组合装', description: '滋补类中成药与补益饮片组合', slots: ['zcy.by', 'zyyp.by'] },
  { name: '养生饮片组合装', description: '清热与补益类饮片组合，适合中药柜台', slots: ['zyyp.qr', 'zyyp.by'] },
  { name: '风湿骨痛组合装', description: '口服止痛与外用膏药组合', slots: ['jrzt.fs', 'zcy.gs'] },
  { name: '皮肤护理组合装', description: '抗真菌与湿疹皮炎外用药组合', slots: ['pf.zj', 'pf.sz'] },
  { name: '防护用品组合装', description: '医用口罩与检查手套组合，诊所与药房常备', slots: ['qx.fh.kz', 'qx.fh.st'] },
  { name: '居家理疗组合装', description: '理疗仪器与护具组合', slots: ['qx.kf.llq', 'qx.kf.hj'] },
  { name: '呼吸护理组合装', description: '雾化器与平喘用药组合', slots: ['qx.jy.whq', 'hx.pc'] },
  { name: '男士健康组合装', description: '前列腺与男科用药组合', slots: ['mn.qlx', 'mn.nk'] },
  { name: '诊所耗材组合装', description: '注射器、棉签与手套组合，诊所日常耗材一次备齐', slots: ['qx.hc.zs', 'qx.hc.mq', 'qx.fh.st'] },
  { name: '抗感染常备组合装', description: '青霉素类与头孢类常用抗菌药组合', slots: ['kgr.qms', 'kgr.tbjs'] },
  { name: '中药饮片精选组合', description: '贵细药材与活血理气饮片组合', slots: ['zyyp.gx', 'zyyp.hx'] },
];

const VARIANT_SUFFIXES: readonly string[] = ['', '（实惠装）', '（门店装）', '（加量装）'];

// Members must be plain stock: no 含麻 caps, no regional controls, no short-dated lots.
function eligible(g: GoodsSeed): boolean {
  return g.stock > 0 && !g.contains_ephedrine && !g.is_controlled && !g.near_expiry;
}

/**
 * About `n` packages (fewer when the goods do not cover a theme). Each package has 2–4 distinct
 * members and a price 5–15% below the sum of the members' base prices.
 */
export function generateCombinations(goods: readonly GoodsSeed[], n = 30, seed = 20261120): CombinationSeed[] {
  const rng = createRng(seed ^ 0x5eed);
  const byLeaf = new Map<string, GoodsSeed[]>();
  for (const g of goods) {
    if (!eligible(g)) continue;
    const leaf = g.category_path[g.category_path.length - 1];
    const list = byLeaf.get(leaf);
    if (list) list.push(g);
    else byLeaf.set(leaf, [g]);
  }
  const leaves = [...byLeaf.keys()];
  const candidates = (prefix: string): GoodsSeed[] =>
    leaves.filter((leaf) => leaf === prefix || leaf.startsWith(`${prefix}.`)).flatMap((leaf) => byLeaf.get(leaf) ?? []);

  const out: CombinationSeed[] = [];
  for (let attempt = 0; out.length < n && attempt < THEMES.length * VARIANT_SUFFIXES.length; attempt++) {
    const theme = THEMES[attempt % THEMES.length];
    const suffix = VARIANT_SUFFIXES[Math.floor(attempt / THEMES.length)];
    const members: GoodsSeed[] = [];
    const draws = theme.slots.length === 1 ? [theme.slots[0], theme.slots[0], theme.slots[0]] : theme.slots;
    for (const prefix of draws) {
      const pool = candidates(prefix).filter((g) => !members.some((m) => m.sku === g.sku || m.name === g.name));
      if (pool.length > 0) members.push(rng.pick(pool));
    }
    if (members.length < 2) continue;
    const items = members.map((g) => ({ sku: g.sku, qty: g.base_price_fen >= 10000 ? 1 : Math.min(g.stock, rng.int(1, 3)) }));
    const original = members.reduce((sum, g, k) => sum + g.base_price_fen * items[k].qty, 0);
    const price = Math.min(original - 10, Math.floor((original * (0.85 + rng.next() * 0.1)) / 10) * 10);
    if (price <= 0) continue;
    const stock = Math.min(200, ...members.map((g, k) => Math.floor(g.stock / items[k].qty)));
    out.push({
      code: `ZH${String(out.length + 1).padStart(4, '0')}`,
      name: `${theme.name}${suffix}`,
      goods_type: 3,
      description: `${theme.description}。组合价立省¥${yuanText(original - price)}。`,
      items,
      original_price_fen: original,
      price_fen: price,
      stock,
    });
  }
  return out;
}
