/**
 * Category trees of the four kinds of GET /api/focus/common. The ordinary tree holds every class;
 * the other three reuse its nodes and keys, so a goods' category_path (keys of the ordinary tree)
 * also locates it in the youx/zy trees, and a device's path minus its root locates it in the qx tree.
 */
import type { CategoryKind, CategoryNode } from './types.js';

type NodeSpec = readonly [key: string, name: string, children?: readonly NodeSpec[]];

function build(spec: NodeSpec, parentKey = ''): CategoryNode {
  const key = parentKey ? `${parentKey}.${spec[0]}` : spec[0];
  return { key, name: spec[1], children: (spec[2] ?? []).map((child) => build(child, key)) };
}

const ORDINARY_SPEC: readonly NodeSpec[] = [
  ['kgr', '抗感染药', [
    ['qms', '青霉素类'],
    ['tbjs', '头孢菌素类'],
    ['hdnz', '大环内酯类'],
    ['ntl', '喹诺酮类'],
    ['kzj', '抗真菌药'],
    ['kbd', '抗病毒药'],
    ['qt', '其他抗菌药'],
  ]],
  ['jrzt', '解热镇痛', [
    ['gm', '感冒用药'],
    ['tr', '退热止痛'],
    ['fs', '风湿骨痛'],
    ['tf', '抗痛风药'],
  ]],
  ['hx', '呼吸系统', [
    ['zk', '止咳化痰'],
    ['pc', '平喘药'],
    ['kgm', '抗过敏药'],
  ]],
  ['xh', '消化系统', [
    ['ws', '抑酸护胃'],
    ['dl', '助消化及胃动力'],
    ['zx', '止泻及肠道菌群'],
    ['tb', '通便药'],
    ['gd', '肝胆用药'],
  ]],
  ['xnxg', '心脑血管', [
    ['jy', '降压药'],
    ['tz', '调血脂药'],
    ['kxs', '抗血栓药'],
    ['xj', '心绞痛及心衰'],
    ['nxg', '脑血管及循环'],
  ]],
  ['nfm', '内分泌', [
    ['jt', '口服降糖药'],
    ['yds', '胰岛素及类似物'],
    ['jzx', '甲状腺用药'],
    ['gss', '骨质疏松'],
  ]],
  ['wss', '维生素矿物质', [
    ['wss', '维生素类'],
    ['kwz', '钙铁锌及矿物质'],
  ]],
  ['pf', '皮肤外用', [
    ['zj', '皮肤真菌感染'],
    ['sz', '湿疹皮炎'],
    ['cs', '创伤消毒'],
    ['cc', '痤疮及其他'],
  ]],
  ['wg', '五官科', [
    ['yk', '眼科用药'],
    ['bk', '鼻科用药'],
    ['kq', '口腔咽喉'],
  ]],
  ['fk', '妇科', [
    ['yd', '妇科炎症'],
    ['tj', '调经及更年期'],
    ['by', '避孕用药'],
  ]],
  ['ek', '儿科', [
    ['gm', '儿童感冒退热'],
    ['xh', '儿童消化'],
    ['yy', '儿童营养'],
  ]],
  ['sj', '神经系统', [
    ['xy', '头晕头痛'],
    ['kdx', '抗癫痫药'],
    ['kyy', '抗抑郁焦虑'],
    ['rz', '改善认知'],
  ]],
  ['mn', '泌尿男科', [
    ['qlx', '前列腺用药'],
    ['nk', '男科用药'],
    ['ml', '泌尿系统'],
  ]],
  ['zcy', '中成药', [
    ['qr', '清热解毒'],
    ['jb', '解表感冒'],
    ['zk', '止咳化痰'],
    ['by', '滋补调理'],
    ['hx', '活血化瘀'],
    ['pw', '脾胃消化'],
    ['fk', '妇科调经'],
    ['gs', '骨伤风湿'],
    ['ek', '儿科中成药'],
  ]],
  ['zyyp', '中药饮片', [
    ['by', '补益类'],
    ['qr', '清热类'],
    ['hx', '活血理气'],
    ['jb', '解表化痰'],
    ['ls', '利水渗湿'],
    ['gx', '贵细药材'],
  ]],
  ['qx', '医疗器械', [
    ['jc', '检测仪器', [
      ['xyj', '血压计'],
      ['xtj', '血糖仪及试纸'],
      ['twj', '体温计'],
      ['xyy', '血氧及其他监测'],
    ]],
    ['hl', '护理用品', [
      ['ckt', '创可贴及敷贴'],
      ['hld', '护理垫及成人护理'],
      ['bd', '冷热敷及退热贴'],
    ]],
    ['hc', '医用耗材', [
      ['zs', '注射输液'],
      ['fl', '纱布绷带敷料'],
      ['mq', '棉签棉球及消毒'],
    ]],
    ['fh', '防护用品', [
      ['kz', '医用口罩'],
      ['st', '手套及防护服'],
    ]],
    ['kf', '康复理疗', [
      ['lyq', '轮椅及助行'],
      ['llq', '理疗仪器'],
      ['hj', '护具支具'],
    ]],
    ['jy', '家用呼吸', [
      ['zyj', '制氧机'],
      ['whq', '雾化器'],
    ]],
    ['js', '计生检测', [
      ['sz', '早孕排卵检测'],
      ['byt', '避孕套'],
    ]],
    ['zy', '中医器械', [
      ['bg', '拔罐刮痧'],
      ['zj', '针灸及艾灸'],
    ]],
  ]],
];

const ordinary: CategoryNode[] = ORDINARY_SPEC.map((spec) => build(spec));

// Chronic prescription classes and bulky decoction pieces stay out of the free-shipping zone.
export const YOUX_ROOT_KEYS: readonly string[] = ['jrzt', 'hx', 'xh', 'wss', 'pf', 'wg', 'fk', 'ek', 'zcy', 'qx'];
// The platform's own warehouse stocks the fast movers, not the niche specialist classes.
export const ZY_ROOT_KEYS: readonly string[] = ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'zcy', 'zyyp', 'qx'];

const pickRoots = (keys: readonly string[]): CategoryNode[] => ordinary.filter((node) => keys.includes(node.key));

export const categoryTrees: Readonly<Record<CategoryKind, readonly CategoryNode[]>> = {
  ordinary,
  youx: pickRoots(YOUX_ROOT_KEYS),
  zy: pickRoots(ZY_ROOT_KEYS),
  qx: ordinary.find((node) => node.key === 'qx')?.children ?? [],
};

export const CATEGORY_KINDS: readonly CategoryKind[] = ['ordinary', 'youx', 'zy', 'qx'];

/** The names along a key path, or null when the path is not a root-to-node chain of the tree. */
export function resolveCategoryPath(tree: readonly CategoryNode[], path: readonly string[]): string[] | null {
  const names: string[] = [];
  let level: readonly CategoryNode[] = tree;
  for (const key of path) {
    const node = level.find((candidate) => candidate.key === key);
    if (!node) return null;
    names.push(node.name);
    level = node.children;
  }
  return names.length > 0 ? names : null;
}

/** Every node with its depth (1 = top level) and parent key, parents before children. */
export function flattenCategoryTree(
  tree: readonly CategoryNode[],
): { node: CategoryNode; depth: number; parent_key: string | null }[] {
  const out: { node: CategoryNode; depth: number; parent_key: string | null }[] = [];
  const walk = (nodes: readonly CategoryNode[], depth: number, parentKey: string | null): void => {
    for (const node of nodes) {
      out.push({ node, depth, parent_key: parentKey });
      walk(node.children, depth + 1, node.key);
    }
  };
  walk(tree, 1, null);
  return out;
}

/** Leaf keys with their full key path, for assigning goods to classes. */
export function categoryLeafPaths(tree: readonly CategoryNode[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (nodes: readonly CategoryNode[], prefix: string[]): void => {
    for (const node of nodes) {
      const path = [...prefix, node.key];
      if (node.children.length === 0) out.set(node.key, path);
      else walk(node.children, path);
    }
  };
  walk(tree, []);
  return out;
}
