/** The demo site's identity, header and footer content. All licence numbers are invented. */
import type { CompanySeed, FriendlyLinkSeed, NavSeed, QualityInspectionSeed } from '../types.js';

export const company: CompanySeed = {
  name: '药采云医药',
  legal_name: '药采云医药科技（北京）有限公司',
  hotline: '400-800-1234',
  complaint_hotline: '400-800-1234',
  service_hours: '周一至周六 8:30-20:00，法定节假日 9:00-17:00',
  email: 'service@yaocaiyun.example',
  address: '北京市朝阳区示例路88号药采云大厦6层',
};

/**
 * The supplier's GSP identity, printed on the 随货同行单 and the 首营资料 (营业执照, 药品经营许可证,
 * GSP certificate, 开户许可证). Every number is invented; the licence number is the footer's.
 */
export const supplier = {
  legal_name: company.legal_name,
  credit_code: '91110105MA0YCYDEMO',
  legal_representative: '陈志远',
  quality_manager: '刘静（执业药师）',
  address: company.address,
  warehouse_address: '北京市大兴区示例物流园区18号药采云医药物流中心',
  registered_capital: '5000万元人民币',
  established_on: '2016-03-18',
  business_scope: '药品批发；第二类、第三类医疗器械经营；预包装食品销售；保健食品销售',
  drug_licence_no: '京AA0100001',
  drug_licence_valid_to: '2030-12-31',
  gsp_cert_no: 'BJ-GSP-2025-0088（演示编号）',
  gsp_valid_to: '2030-12-31',
  bank_name: '中国工商银行北京朝阳支行',
  bank_account: '0200 0012 0902 0123 456',
  bank_permit_no: 'J1000012345601',
  phone: company.hotline,
};

/** Hot search terms (rnss) under the search box, most searched first. */
export const hotSearches: readonly string[] = [
  '连花清瘟',
  '阿莫西林',
  '布洛芬',
  '板蓝根',
  '医用外科口罩',
  '电子血压计',
  '感冒灵',
  '奥美拉唑',
  '头孢克肟',
  '维生素C',
];

const nav = (name: string, url: string): NavSeed => ({ name, url, is_open: 0, children: [] });

/** Header nav, in display order; the header shows the first 9 (spec section 9). */
export const navItems: readonly NavSeed[] = [
  nav('优选包邮', '/yx'),
  nav('器械专区', '/qxzq'),
  nav('中药饮片', '/zyyp'),
  nav('近效期专场', '/jxqzc'),
  nav('控销专区', '/kxzq'),
  nav('品牌专区', '/ppzq'),
  nav('组合专区', '/zhzq'),
  nav('领券中心', '/lqzx'),
  nav('积分商城', '/jfsc'),
  nav('每日特价', '/mrtj'),
];

export const friendlyLinks: readonly FriendlyLinkSeed[] = [
  { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn/' },
  { name: '国家卫生健康委员会', url: 'https://www.nhc.gov.cn/' },
  { name: '国家医疗保障局', url: 'https://www.nhsa.gov.cn/' },
  { name: '国家中医药管理局', url: 'https://www.natcm.gov.cn/' },
  { name: '中国食品药品检定研究院', url: 'https://www.nifdc.org.cn/' },
  { name: '国家药监局药品审评中心', url: 'https://www.cde.org.cn/' },
  { name: '北京市药品监督管理局', url: 'https://yjj.beijing.gov.cn/' },
];

/** Footer licence and filing lines. Every number is a demo number and says so. */
export const footerLicences: readonly string[] = [
  '互联网药品信息服务资格证书编号：(京)-经营性-2026-0001（演示编号）',
  '药品经营许可证：京AA0100001（演示编号）',
  '第二类医疗器械经营备案凭证：京朝药监械经营备20260001号（演示编号）',
  'ICP备案号：京ICP备2026000001号（演示编号）',
  '京公网安备11010502000001号（演示编号）',
  '本站为演示站点，企业名称、证照编号与联系方式均为示例数据，不对应任何真实企业。',
];

/** Targets the footer QR codes point to; the inserter renders the codes. */
export const appLinks = {
  miniprogram_url: 'https://m.yaocaiyun.example/mp',
  app_url: 'https://m.yaocaiyun.example/app',
} as const;

export const qualityInspection: QualityInspectionSeed = {
  quality_inspection_url: '',
  msg: '本平台所售药品均由具备合法资质的生产企业或批发企业供货，每批次随货附同批号检验报告。如需查询，请在商品详情页“检验报告”栏目按批号查看，或联系您的专属客服索取加盖质检章的电子版。',
};
