/** The demo banners of each page ad slot (GET /api/focus/{key}), drawn with bannerSvg at the slot's size. */
import { pageAdSlots } from '../../../modules/content/ad-slots.js';
import type { BannerSeed, BannerSlotSeed } from '../types.js';

const banners: Readonly<Record<string, BannerSeed[]>> = {
  '': [
    { title: '冬季感冒用药备货节', subtitle: '感冒、止咳、退热品种满1000减50，备货正当时', url: '/search?keywords=感冒', color: '#d9363e' },
    { title: '优选包邮 品质直达', subtitle: '精选常用药品单品包邮，次日达覆盖京津冀', url: '/yx', color: '#1677ff' },
    { title: '近效期专场', subtitle: '有效期6个月以上品种低至5折，清仓好价', url: '/jxqzc', color: '#fa8c16' },
    { title: '品牌药企联合采购季', subtitle: '999、同仁堂、云南白药等品牌专区限时让利', url: '/ppzq', color: '#13a8a8' },
  ],
  top: [
    {
      title: '新客首单立减30元',
      subtitle: '资质审核通过即可领取，全场满199元可用',
      url: '/lqzx',
      color: '#cf1322',
      coupon: '新客专享券',
      new_customers: true,
    },
  ],
  right: [{ title: '领券中心', subtitle: '每日10点上新', url: '/lqzx', color: '#eb2f96' }],
  xrtj: [
    { title: '新人特价', subtitle: '首单专享价，爆款低至9.9元', url: '/mrtj', color: '#f5222d' },
    { title: '新人礼包', subtitle: '注册即送200元优惠券包', url: '/lqzx', color: '#fa541c' },
  ],
  kxzq: [
    { title: '控销专区', subtitle: '区域授权品种，价格稳定利润可控', url: '/kxzq', color: '#531dab' },
    { title: '连锁专供品种', subtitle: '连锁药店专享供货价，限定区域销售', url: '/kxzq', color: '#722ed1' },
  ],
  kxzq_ad: [
    { title: '心脑血管控销品种', subtitle: '终端指导价统一，区域保护', url: '/kxzq', color: '#c41d7f' },
    { title: '儿科控销品种', subtitle: '品牌儿科用药，门店毛利有保障', url: '/kxzq', color: '#08979c' },
    { title: '中成药控销品种', subtitle: '独家品种授权，限量供应', url: '/kxzq', color: '#d48806' },
  ],
  new_kxzq: [{ title: '控销新品首发', subtitle: '本月新增授权品种，首批进货享返利', url: '/kxzq_new', color: '#391085' }],
  ppzq: [
    { title: '品牌专区', subtitle: '知名药企官方授权，正品保障', url: '/ppzq', color: '#0958d9' },
    { title: '老字号中药馆', subtitle: '同仁堂、片仔癀、九芝堂等经典名药', url: '/ppzq', color: '#ad4e00' },
    { title: '家用器械品牌周', subtitle: '鱼跃、欧姆龙血压计与制氧机特惠', url: '/qxzq', color: '#006d75' },
  ],
  zyzq: [
    { title: '道地药材 中药饮片', subtitle: '产地直采，批号可查、质量可溯，GSP仓库发货', url: '/zyyp', color: '#ad6800' },
    { title: '秋冬滋补饮片季', subtitle: '黄芪、当归、枸杞等常用饮片整件采购更优惠', url: '/search?keywords=黄芪', color: '#874d00' },
  ],
  login: [{ title: '药采云 医药采购一站通', subtitle: '三万余个品种 · 资质合规 · 次日送达', url: '/register', color: '#1677ff' }],
  yx: [
    { title: '优选包邮', subtitle: '优选品种满额包邮，小批量也能轻松补货', url: '/yx', color: '#d4380d' },
    { title: '单品包邮', subtitle: '指定品种购满即包邮，详见包邮规则', url: '/yx/rule', color: '#c41d7f' },
  ],
};

export const bannerSlots: readonly BannerSlotSeed[] = pageAdSlots.map((slot) => ({ ...slot, banners: banners[slot.key] ?? [] }));
