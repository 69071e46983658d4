/** The demo ad beside each home-page floor (GET /api/focus/demo). */
import { floorAdSlots as slots } from '../../../modules/content/ad-slots.js';
import type { BannerSeed, BannerSlotSeed } from '../types.js';

const banners: Readonly<Record<string, BannerSeed>> = {
  floor_yp: { title: '常用药品', subtitle: '常备品种一站采购', url: '/list', color: '#d9363e' },
  floor_zcy: { title: '中成药馆', subtitle: '经典名方品牌好药', url: '/ppzq', color: '#ad4e00' },
  floor_qx: { title: '器械专区', subtitle: '家用器械诊所耗材', url: '/qxzq', color: '#006d75' },
  floor_zyyp: { title: '道地饮片', subtitle: '产地直采质量可溯', url: '/zyyp', color: '#876800' },
  floor_yx: { title: '优选包邮', subtitle: '小批量补货也包邮', url: '/yx', color: '#d4380d' },
  floor_jxq: { title: '近效清仓', subtitle: '效期清晰特价直降', url: '/jxqzc', color: '#fa8c16' },
};

export const floorAdSlots: readonly BannerSlotSeed[] = slots.map((slot) => ({ ...slot, banners: [banners[slot.key]] }));
