import { AdminFlashSaleBody, type AdminFlashSale, type AdminFlashSaleForm, type PromotionStatus } from '@yc/contracts';
import { Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { zodFormRules } from '../../components/ui/form/zod-rule';
import { yuan } from '../../lib/format/money';
import { EditModal, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { RowActions, TwoLines } from '../components/row-actions';
import { QueryTable, usePageState } from '../components/paged-table';
import { GoodsPicker } from '../components/pickers';
import { windowOf } from '../lib/china-time';
import { useDeleteFlashSale, useFlashSales, useSaveFlashSale } from './api/flash-sales';
import { StatusSelect, StatusTag, WindowField, windowBody, windowText, windowValue, type WindowValue } from './window-field';

type FormValues = Omit<AdminFlashSaleForm, 'starts_at' | 'ends_at'> & { window: WindowValue };

const rule = zodFormRules(AdminFlashSaleBody, ({ window, ...v }: FormValues) => ({ ...v, ...windowBody(window) }));

/** Flash sales (限时秒杀): a goods at a price with its own stock and per-store limit, for a window. */
export function FlashSalesPage() {
  const [page, setPage] = usePageState();
  const [status, setStatus] = useState<PromotionStatus | undefined>();
  const sales = useFlashSales({ ...page, status });
  const editing = useEditing<AdminFlashSale>();
  const save = useSaveFlashSale();
  const remove = useDeleteFlashSale();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar addLabel="新建秒杀" onAdd={editing.create}>
        <StatusSelect value={status} onChange={setStatus} />
      </ListBar>
      <QueryTable<AdminFlashSale>
        query={sales}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, f) => <TwoLines main={f.goods.name} sub={`${f.goods.spec} · 原价 ${yuan(f.goods.base_price)}`} />,
          },
          {
            title: '秒杀价',
            dataIndex: 'price',
            width: 100,
            render: (p: number) => <Typography.Text type="danger">{yuan(p)}</Typography.Text>,
          },
          { title: '已售/库存', key: 'stock', width: 110, render: (_, f) => `${f.sold} / ${f.stock}` },
          { title: '每店限购', dataIndex: 'limit_per_store', width: 90, render: (n: number) => (n ? `${n}件` : '不限') },
          { title: '活动时间', key: 'window', width: 300, render: (_, f) => windowText(f) },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: PromotionStatus) => <StatusTag status={s} /> },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, f) => <RowActions onEdit={() => editing.edit(f)} onDelete={() => remove.mutate(f.id)} what="该秒杀活动" />,
          },
        ]}
      />
      <EditModal<FormValues>
        title={editing.row ? '编辑秒杀' : '新建秒杀'}
        open={editing.open}
        onClose={editing.close}
        initialValues={
          editing.row
            ? {
                goods_id: editing.row.goods.id,
                price: editing.row.price,
                stock: editing.row.stock,
                limit_per_store: editing.row.limit_per_store,
                window: windowValue(editing.row),
              }
            : { limit_per_store: 0 }
        }
        onSubmit={({ window, ...v }) => save.mutateAsync({ id: editing.row?.id ?? null, body: { ...v, ...windowOf(window) } })}
      >
        <Form.Item name="goods_id" label="秒杀商品" required rules={[rule('goods_id')]}>
          <GoodsPicker known={editing.row ? [editing.row.goods] : []} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="price" label="秒杀价" required rules={[rule('price')]}>
            <InputNumber min={0.01} precision={2} prefix="¥" />
          </Form.Item>
          <Form.Item name="stock" label="秒杀库存" required rules={[rule('stock')]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="limit_per_store" label="每店限购（0为不限）" rules={[rule('limit_per_store')]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </Space>
        <WindowField rule={rule('starts_at', 'ends_at')} />
      </EditModal>
    </Space>
  );
}
