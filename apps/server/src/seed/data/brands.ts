/** Brands of the brand zone (/ppzq). A goods carries a brand when its manufacturer owns one. */
import type { BrandSeed } from './types.js';

export const brands: readonly BrandSeed[] = [
  { key: '999', name: '999', manufacturer: '华润三九医药股份有限公司', slogan: '感冒、胃肠与皮肤用药的家庭常备品牌' },
  { key: 'tongrentang', name: '同仁堂', manufacturer: '北京同仁堂股份有限公司', slogan: '始创于清康熙年间的中药老字号' },
  { key: 'yunnanbaiyao', name: '云南白药', manufacturer: '云南白药集团股份有限公司', slogan: '伤科与止血用药的代表品牌' },
  { key: 'xiuzheng', name: '修正', manufacturer: '修正药业集团股份有限公司', slogan: '覆盖中西药与大健康产品的综合药企' },
  { key: 'baiyunshan', name: '白云山', manufacturer: '广州白云山制药股份有限公司', slogan: '岭南医药龙头，抗感染与男科用药齐全' },
  { key: 'renhe', name: '仁和', manufacturer: '江西药都仁和制药有限公司', slogan: '感冒与儿童用药品类丰富' },
  { key: 'jiangzhong', name: '江中', manufacturer: '江中药业股份有限公司', slogan: '脾胃消化与咽喉用药专家' },
  { key: 'byhealth', name: '汤臣倍健', manufacturer: '汤臣倍健股份有限公司', slogan: '维生素与膳食营养补充品牌' },
  { key: 'yuwell', name: '鱼跃', manufacturer: '江苏鱼跃医疗设备股份有限公司', slogan: '家用医疗器械与呼吸制氧设备' },
  { key: 'omron', name: '欧姆龙', manufacturer: '欧姆龙(大连)有限公司', slogan: '电子血压计与家用健康监测' },
  { key: 'winner', name: '稳健', manufacturer: '稳健医疗用品股份有限公司', slogan: '医用敷料、口罩与防护用品' },
  { key: 'zhende', name: '振德', manufacturer: '振德医疗用品股份有限公司', slogan: '伤口护理与医用耗材' },
  { key: 'yangtze', name: '扬子江', manufacturer: '扬子江药业集团有限公司', slogan: '化学药与中药并重的大型制药集团' },
  { key: 'yiling', name: '以岭', manufacturer: '石家庄以岭药业股份有限公司', slogan: '络病理论指导的中药创新药' },
  { key: 'pientzehuang', name: '片仔癀', manufacturer: '漳州片仔癀药业股份有限公司', slogan: '国家保密配方中成药' },
  { key: 'kuihua', name: '葵花', manufacturer: '葵花药业集团(伊春)有限公司', slogan: '儿童用药与肝胆用药' },
  { key: 'mayinglong', name: '马应龙', manufacturer: '马应龙药业集团股份有限公司', slogan: '肛肠与皮肤外用药老字号' },
  { key: 'dongeejiao', name: '东阿阿胶', manufacturer: '东阿阿胶股份有限公司', slogan: '阿胶及滋补类中药' },
  { key: 'sanjing', name: '三精', manufacturer: '哈药集团三精制药有限公司', slogan: '口服液与儿童补钙补锌' },
  { key: 'tasly', name: '天士力', manufacturer: '天士力医药集团股份有限公司', slogan: '现代中药与心脑血管用药' },
  { key: 'jiuzhitang', name: '九芝堂', manufacturer: '九芝堂股份有限公司', slogan: '滋补类中成药老字号' },
  { key: 'taiji', name: '太极', manufacturer: '太极集团重庆涪陵制药厂有限公司', slogan: '藿香正气与止咳类中成药' },
  { key: 'sanjin', name: '三金', manufacturer: '桂林三金药业股份有限公司', slogan: '咽喉与泌尿系统中成药' },
  { key: 'lingrui', name: '羚锐', manufacturer: '河南羚锐制药股份有限公司', slogan: '骨伤膏药与贴剂' },
  { key: 'cofoe', name: '可孚', manufacturer: '可孚医疗科技股份有限公司', slogan: '家用医疗器械与康复护理' },
  { key: 'sinocare', name: '三诺', manufacturer: '三诺生物传感股份有限公司', slogan: '血糖监测产品' },
  { key: 'jichuan', name: '济川', manufacturer: '济川药业集团有限公司', slogan: '清热解毒与儿科中成药' },
  { key: 'sino-american-tianjin', name: '中美史克', manufacturer: '中美天津史克制药有限公司', slogan: '感冒、止痛与外用药' },
  { key: 'xian-janssen', name: '西安杨森', manufacturer: '西安杨森制药有限公司', slogan: '消化与皮肤用药' },
  { key: 'conba', name: '康恩贝', manufacturer: '浙江康恩贝制药股份有限公司', slogan: '植物药与前列腺用药' },
  { key: 'guangyuyuan', name: '广誉远', manufacturer: '山西广誉远国药有限公司', slogan: '龟龄集、定坤丹等传统名药' },
  { key: 'buchang', name: '步长', manufacturer: '山东步长制药股份有限公司', slogan: '心脑血管中成药' },
];

const brandNameByManufacturer = new Map(brands.map((b) => [b.manufacturer, b.name]));

/** The brand name owned by a manufacturer, or null. */
export function brandOfManufacturer(manufacturer: string): string | null {
  return brandNameByManufacturer.get(manufacturer) ?? null;
}
