/** The storefront's ad slots (GET /api/focus/{key}; '' is the home carousel) and the size their pictures are drawn at. */
import type { HomeFloorKey } from '@yc/contracts';

export interface AdSlot {
  key: string;
  name: string;
  width: number;
  height: number;
}

/** The slots of the pages: home, zone heads, the login picture. */
export const pageAdSlots: readonly AdSlot[] = [
  { key: '', name: '首页轮播', width: 790, height: 340 },
  { key: 'top', name: '顶部通栏', width: 1200, height: 80 },
  { key: 'right', name: '右侧悬浮', width: 160, height: 360 },
  { key: 'xrtj', name: '新人特价', width: 390, height: 200 },
  { key: 'kxzq', name: '控销专区头图', width: 1200, height: 300 },
  { key: 'kxzq_ad', name: '控销专区广告', width: 590, height: 200 },
  { key: 'new_kxzq', name: '新版控销专区头图', width: 1200, height: 300 },
  { key: 'ppzq', name: '品牌专区头图', width: 1200, height: 300 },
  { key: 'zyzq', name: '中药专区头图', width: 1200, height: 300 },
  { key: 'login', name: '登录页大图', width: 1200, height: 460 },
  { key: 'yx', name: '优选包邮头图', width: 1200, height: 300 },
];

/** The tall ad beside each home-page floor (GET /api/focus/demo): slot `floor_{key}`. */
const floorSlot = (key: HomeFloorKey, name: string): AdSlot => ({ key: `floor_${key}`, name: `首页楼层·${name}`, width: 200, height: 360 });

export const floorAdSlots: readonly AdSlot[] = [
  floorSlot('yp', '药品'),
  floorSlot('zcy', '中成药'),
  floorSlot('qx', '器械'),
  floorSlot('zyyp', '中药饮片'),
  floorSlot('yx', '优选包邮'),
  floorSlot('jxq', '近效期'),
];
