import { GOODS_ZONE_TEXT, GOODS_ZONES, type AdminGoodsRow, type GoodsZone } from '@yc/contracts';
import { Button, Form, Image, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { yuan } from '../../lib/format/money';
import { QueryTable, usePageState } from '../components/paged-table';
import { useCatalogOptions, useGoodsList, useSetOnSale, type GoodsFilter } from './api/goods';
import { goodsHref, importHref } from './links';

interface FilterForm {
  keywords?: string;
  category_key?: string;
  brand_id?: number;
  zone?: GoodsZone;
  on_sale?: 0 | 1;
  stock?: 'out' | 'low';
  warehouse_id?: number;
}

/** The goods list: search and filters, price and stock at a glance, on/off sale in one click. */
export function GoodsPage() {
  const [page, setPage] = usePageState();
  const [filter, setFilter] = useState<GoodsFilter>({});
  const goods = useGoodsList({ ...filter, ...page });
  const options = useCatalogOptions();
  const onSale = useSetOnSale();
  const navigate = useNavigate();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form<FilterForm>
        layout="inline"
        onFinish={(v) => {
          setFilter({ ...v, keywords: v.keywords?.trim() || undefined });
          setPage({ ...page, page: 1 });
        }}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="keywords" label="搜索">
          <Input placeholder="名称、编码、批准文号或厂家" allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="category_key" label="分类">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部"
            style={{ width: 200 }}
            options={options.data?.categories.map((c) => ({ value: c.key, label: c.path }))}
          />
        </Form.Item>
        <Form.Item name="brand_id" label="品牌">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部"
            style={{ width: 140 }}
            options={options.data?.brands.map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
        <Form.Item name="warehouse_id" label="仓库">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 110 }}
            options={options.data?.warehouses.map((w) => ({ value: w.id, label: w.name }))}
          />
        </Form.Item>
        <Form.Item name="zone" label="专区">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 120 }}
            options={GOODS_ZONES.map((z) => ({ value: z, label: GOODS_ZONE_TEXT[z] }))}
          />
        </Form.Item>
        <Form.Item name="on_sale" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 100 }}
            options={[
              { value: 1, label: '在售' },
              { value: 0, label: '已下架' },
            ]}
          />
        </Form.Item>
        <Form.Item name="stock" label="库存">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 110 }}
            options={[
              { value: 'out', label: '无库存' },
              { value: 'low', label: '库存不足50' },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <Space>
        <Button type="primary" onClick={() => navigate(goodsHref('new'))}>
          新增商品
        </Button>
        <Button onClick={() => navigate(importHref)}>批量改价 / 改库存</Button>
      </Space>
      <QueryTable<AdminGoodsRow>
        query={goods}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, g) => (
              <Space>
                <Image src={g.image} width={48} height={48} preview={false} alt={g.name} />
                <div>
                  <Link to={goodsHref(g.id)}>{g.name}</Link>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {g.sku} · {g.spec}
                  </Typography.Text>
                </div>
              </Space>
            ),
          },
          { title: '生产厂家', dataIndex: 'manufacturer', width: 200, ellipsis: true },
          { title: '分类', dataIndex: 'category_name', width: 120 },
          { title: '仓库', dataIndex: 'warehouse_name', width: 90 },
          { title: '价格', dataIndex: 'base_price', width: 100, align: 'right', render: (p: number) => yuan(p) },
          {
            title: '库存',
            dataIndex: 'stock',
            width: 90,
            align: 'right',
            render: (s: number) => <Typography.Text type={s === 0 ? 'danger' : undefined}>{s}</Typography.Text>,
          },
          { title: '销量', dataIndex: 'sales', width: 80, align: 'right' },
          { title: '专区', dataIndex: 'zones', width: 160, render: (zones: string[]) => zones.map((z) => <Tag key={z}>{z}</Tag>) },
          {
            title: '上架',
            dataIndex: 'on_sale',
            width: 80,
            render: (v: number, g) => (
              <Switch
                size="small"
                checked={v === 1}
                loading={onSale.isPending && onSale.variables?.id === g.id}
                onChange={(on) => onSale.mutate({ id: g.id, onSale: on })}
                aria-label={`${g.name}上架`}
              />
            ),
          },
          { title: '操作', key: 'edit', width: 80, render: (_, g) => <Link to={goodsHref(g.id)}>编辑</Link> },
        ]}
      />
    </Space>
  );
}
