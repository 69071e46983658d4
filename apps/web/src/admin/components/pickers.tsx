import { useQuery } from '@tanstack/react-query';
import { GoodsBriefList, StorePickList, type GoodsBrief as Goods, type StorePick as Store } from '@yc/contracts';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import type { Parser } from '../../lib/http';
import { yuan } from '../../lib/format/money';
import { pickListQueryOptions, type PickKind } from '../api/pick-lists';

interface PickerProps<T> {
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  multiple?: boolean;
  /** What the value already names, so its labels show before any search. */
  known?: T[];
  placeholder?: string;
  style?: React.CSSProperties;
  /** Set by the Form.Item around it, so its label names the select. */
  id?: string;
}

/** A searching select over one of the console's pick lists; what was picked keeps its label when a new search no longer finds it. */
function PickSelect<T extends { id: number }>({
  kind,
  schema,
  label,
  value,
  onChange,
  multiple,
  known = [],
  placeholder,
  style,
  warehouseId,
  id,
}: PickerProps<T> & { kind: PickKind; schema: Parser<T[]>; label(pick: T): string; warehouseId?: number }) {
  const [keywords, setKeywords] = useState('');
  const deferred = useDeferredValue(keywords);
  const picks = useQuery(pickListQueryOptions(kind, schema, deferred, warehouseId));
  const found = picks.data ?? [];
  const loading = picks.isFetching;
  const [seen, setSeen] = useState<T[]>(known);
  const options = [...new Map([...seen, ...found].map((p) => [p.id, p])).values()].map((p) => ({ value: p.id, label: label(p) }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeywords }}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(v: number | number[]) => {
        setSeen((before) => [...before, ...found]);
        onChange?.(v);
      }}
      loading={loading}
      options={options}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
      notFoundContent={loading ? '搜索中...' : '暂无数据'}
    />
  );
}

const goodsLabel = (g: Goods) => `${g.name}（${g.spec}，${g.sku}，${yuan(g.base_price)}）`;

/** Goods by name or SKU; of one warehouse when it names one (入库). */
export const GoodsPicker = ({ placeholder = '输入商品名称或编码搜索', ...picker }: PickerProps<Goods> & { warehouseId?: number }) => (
  <PickSelect kind="goods" schema={GoodsBriefList} label={goodsLabel} placeholder={placeholder} {...picker} />
);

const storeLabel = (s: Store) => `${s.company}（${s.province}，${s.contact_phone}）`;

/** Stores by company name or contact phone, several at once. */
export const StorePicker = ({ placeholder = '输入企业名称或手机号搜索', ...picker }: Omit<PickerProps<Store>, 'multiple'>) => (
  <PickSelect kind="stores" schema={StorePickList} label={storeLabel} placeholder={placeholder} multiple {...picker} />
);
