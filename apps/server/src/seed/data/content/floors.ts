/** The tall ad beside each home-page floor (GET /api/focus/demo); slot `floor_{key}` of the floor keys. */
import type { BannerSlotSeed } from '../types.js';

const floor = (key: string, name: string, banner: BannerSlotSeed['banners'][number]): BannerSlotSeed => ({
  key: `floor_${key}`,
  name: `首页楼层·${name}`,
  width: 200,
  height: 360,
  banners: [banner],
});

export const floorAdSlots: readonly BannerSlotSeed[] = [
  floor('yp', '药品', { title: '常用药品', subtitle: '常备品种一站采购', url: '/list', color: '#d9363e' }),
  floor('zcy', '中成药', { title: '中成药馆', subtitle: '经典名方品牌好药', url: '/ppzq', color: '#ad4e00' }),
  floor('qx', '器械', { title: '器械专区', subtitle: '家用器械诊所耗材', url: '/qxzq', color: '#006d75' }),
  floor('zyyp', '中药饮片', { title: '道地饮片', subtitle: '产地直采质量可溯', url: '/zyyp', color: '#876800' }),
  floor('yx', '优选包邮', { title: '优选包邮', subtitle: '小批量补货也包邮', url: '/yx', color: '#d4380d' }),
  floor('jxq', '近效期', { title: '近效清仓', subtitle: '效期清晰特价直降', url: '/jxqzc', color: '#fa8c16' }),
];
