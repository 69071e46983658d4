/** The demo warehouses (ck_id). The first is the one the migration creates: the seed fills in its address. */
export interface WarehouseSeed {
  key: string;
  name: string;
  city: string;
  address: string;
}

export const WAREHOUSES: readonly WarehouseSeed[] = [
  { key: 'hd', name: '华东仓', city: '杭州', address: '浙江省杭州市余杭区仁和街道医药物流园8号' },
  { key: 'hb', name: '华北仓', city: '石家庄', address: '河北省石家庄市栾城区医药物流园区3号库' },
  { key: 'hn', name: '华南仓', city: '广州', address: '广东省广州市白云区太和镇医药仓储中心B栋' },
];

/** The warehouse of the index-th seeded goods: round robin, so every warehouse stocks every kind and a repeated product often sits in another warehouse. */
export const warehouseKeyOf = (index: number): string => WAREHOUSES[index % WAREHOUSES.length].key;
