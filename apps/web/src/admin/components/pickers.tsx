import { useQuery } from '@tanstack/react-query';
import { GoodsBriefList, StorePickList, type GoodsBrief as Goods, type StorePick as Store } from '@yc/contracts';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { getData, type Parser } from '../../lib/http';
import { yuan } from '../../lib/format/money';
import { ADMIN_KEY } from '../api/session';

interface PickerProps<T> {
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  multiple?: boolean;
  /** What the value already names, so its labels show before any search. */
  known?: T[];
  placeholder?: string;
  style?: React.CSSProperties;
}

/** A searching select over one of the console's pick lists. */
function usePicks<T extends { id: number }>(kind: 'goods' | 'stores', schema: Parser<T[]>) {
  const [keywords, setKeywords] = useState('');
  const deferred = useDeferredValue(keywords);
  const picks = useQuery({
    queryKey: [ADMIN_KEY, 'pick', kind, deferred],
    queryFn: () => getData(`/api/admin/pick/${kind}`, schema, { params: { keywords: deferred } }),
    staleTime: 30_000,
  });
  return { picks: picks.data ?? [], loading: picks.isFetching, setKeywords };
}

const goodsLabel = (g: Goods) => `${g.name}（${g.spec}，${g.sku}，${yuan(g.base_price)}）`;

/** Goods by name or SKU. */
export function GoodsPicker({ value, onChange, multiple, known = [], placeholder = '输入商品名称或编码搜索', style }: PickerProps<Goods>) {
  const { picks, loading, setKeywords } = usePicks('goods', GoodsBriefList);
  const [seen, setSeen] = useState<Goods[]>(known);
  const options = [...new Map([...seen, ...picks].map((g) => [g.id, g])).values()].map((g) => ({ value: g.id, label: goodsLabel(g) }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeywords }}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(v: number | number[]) => {
        setSeen((before) => [...before, ...picks]);
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

/** Stores by company name or contact phone. */
export function StorePicker({ value, onChange, known = [], placeholder = '输入企业名称或手机号搜索' }: PickerProps<Store>) {
  const { picks, loading, setKeywords } = usePicks('stores', StorePickList);
  const [seen, setSeen] = useState<Store[]>(known);
  const options = [...new Map([...seen, ...picks].map((s) => [s.id, s])).values()].map((s) => ({
    value: s.id,
    label: `${s.company}（${s.province}，${s.contact_phone}）`,
  }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeywords }}
      mode="multiple"
      value={value}
      onChange={(v: number | number[]) => {
        setSeen((before) => [...before, ...picks]);
        onChange?.(v);
      }}
      loading={loading}
      options={options}
      placeholder={placeholder}
      style={{ width: '100%' }}
      notFoundContent={loading ? '搜索中...' : '暂无数据'}
    />
  );
}
