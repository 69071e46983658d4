import {
  AdminDrawBody,
  AdminDrawPrizeBody,
  DRAW_PRIZE_TYPE_TEXT,
  DRAW_PRIZE_TYPES,
  type AdminDraw,
  type AdminDrawForm,
  type AdminDrawPrize,
  type AdminDrawPrizeForm,
  type PromotionStatus,
} from '@yc/contracts';
import { Button, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { zodFormRules } from '../../components/ui/form/zod-rule';
import { EditModal, SortField, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { RowActions, TwoLines } from '../components/row-actions';
import { QueryTable, usePageState } from '../components/paged-table';
import { windowOf } from '../lib/china-time';
import { optionsOf } from '../lib/options';
import { useCouponOptions } from './api/coupons';
import { useDeleteDraw, useDeletePrize, useDraws, useSaveDraw, useSavePrize } from './api/draws';
import { usePointsGoodsOptions } from './api/points-goods';
import { StatusTag, WindowField, windowBody, windowText, windowValue, type WindowValue } from './window-field';

type DrawValues = Omit<AdminDrawForm, 'starts_at' | 'ends_at'> & { window: WindowValue };

const drawRule = zodFormRules(AdminDrawBody, ({ window, ...v }: DrawValues) => ({ ...v, ...windowBody(window) }));
// What a prize gives is asked for by its type (points typed in, a coupon or a gift picked).
const prizeRule = zodFormRules(AdminDrawPrizeBody);

/** What a prize gives, by its type: points typed in, a coupon template or a points gift picked. */
function PrizeValueField() {
  const type = Form.useWatch<string | undefined>('type');
  const coupons = useCouponOptions();
  const gifts = usePointsGoodsOptions();
  if (type === 'points') {
    return (
      <Form.Item name="value" label="赠送积分" required rules={[prizeRule('value')]}>
        <InputNumber min={1} precision={0} />
      </Form.Item>
    );
  }
  if (type === 'coupon' || type === 'goods') {
    const options = (type === 'coupon' ? coupons.data : gifts.data)?.map((o) => ({ value: o.id, label: o.name }));
    return (
      <Form.Item name="value" label={type === 'coupon' ? '优惠券' : '积分礼品'} required rules={[prizeRule('value')]}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={options} style={{ width: 320 }} />
      </Form.Item>
    );
  }
  return null;
}

function PrizeTable({ draw, onEdit }: { draw: AdminDraw; onEdit(prize: AdminDrawPrize): void }) {
  const remove = useDeletePrize();
  return (
    <Table<AdminDrawPrize>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={draw.prizes}
      locale={{ emptyText: '还没有奖品' }}
      columns={[
        { title: '奖品', dataIndex: 'name' },
        { title: '类型', dataIndex: 'type_text', width: 90 },
        { title: '内容', dataIndex: 'value_text' },
        { title: '权重', dataIndex: 'weight', width: 70, align: 'right' },
        { title: '中奖概率', dataIndex: 'odds', width: 90, align: 'right', render: (odds: number) => `${odds.toFixed(2)}%` },
        { title: '剩余库存', dataIndex: 'stock', width: 90, align: 'right', render: (s: number, p) => (p.type === 'none' ? '—' : s) },
        { title: '已抽中', dataIndex: 'won', width: 80, align: 'right' },
        {
          title: '操作',
          key: 'actions',
          width: 130,
          render: (_, p) => (
            <RowActions onEdit={() => onEdit(p)} onDelete={() => remove.mutate({ drawId: draw.id, id: p.id })} what={`奖品${p.name}`} />
          ),
        },
      ]}
    />
  );
}

/** Lucky draws: the window, and prizes with their odds (relative weights) and stock. */
export function DrawsPage() {
  const [page, setPage] = usePageState();
  const draws = useDraws(page);
  const editing = useEditing<AdminDraw>();
  const prizing = useEditing<{ draw: AdminDraw; prize: AdminDrawPrize | null }>();
  const save = useSaveDraw();
  const savePrize = useSavePrize();
  const remove = useDeleteDraw();
  const prize = prizing.row?.prize ?? null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar
        addLabel="新建抽奖"
        onAdd={editing.create}
        note="中奖概率按权重计算：某奖品权重 ÷ 全部奖品权重之和；奖品抽完后改为“谢谢参与”。"
      />
      <QueryTable<AdminDraw>
        query={draws}
        page={page}
        onPage={setPage}
        expandable={{ expandedRowRender: (d) => <PrizeTable draw={d} onEdit={(p) => prizing.edit({ draw: d, prize: p })} /> }}
        columns={[
          {
            title: '抽奖活动',
            key: 'name',
            render: (_, d) => <TwoLines main={d.name} sub={d.remarks} />,
          },
          { title: '活动时间', key: 'window', width: 300, render: (_, d) => windowText(d) },
          { title: '奖品数', key: 'prizes', width: 80, align: 'right', render: (_, d) => d.prizes.length },
          { title: '参与门店', dataIndex: 'joined', width: 90, align: 'right' },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: PromotionStatus) => <StatusTag status={s} /> },
          {
            title: '操作',
            key: 'actions',
            width: 210,
            render: (_, d) => (
              <RowActions onEdit={() => editing.edit(d)} onDelete={() => remove.mutate(d.id)} what={d.name}>
                <Button size="small" type="link" onClick={() => prizing.edit({ draw: d, prize: null })}>
                  添加奖品
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<DrawValues>
        title={editing.row ? '编辑抽奖' : '新建抽奖'}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ? { name: editing.row.name, remarks: editing.row.remarks, window: windowValue(editing.row) } : {}}
        onSubmit={({ window, ...v }) => save.mutateAsync({ id: editing.row?.id ?? null, body: { ...v, ...windowOf(window) } })}
      >
        <Form.Item name="name" label="抽奖名称" required rules={[drawRule('name')]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remarks" label="活动说明" rules={[drawRule('remarks')]}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
        <WindowField rule={drawRule('starts_at', 'ends_at')} />
      </EditModal>
      <EditModal<AdminDrawPrizeForm>
        title={prize ? `编辑奖品：${prize.name}` : `添加奖品：${prizing.row?.draw.name ?? ''}`}
        open={prizing.open}
        onClose={prizing.close}
        initialValues={prize ?? { type: 'points', weight: 1, stock: 10, sort: 0 }}
        onSubmit={(body) => savePrize.mutateAsync({ drawId: prizing.row?.draw.id ?? 0, id: prize?.id ?? null, body })}
      >
        <Form.Item name="name" label="奖品名称" required rules={[prizeRule('name')]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="type" label="奖品类型" required rules={[prizeRule('type')]}>
          <Select style={{ width: 200 }} options={optionsOf(DRAW_PRIZE_TYPES, DRAW_PRIZE_TYPE_TEXT)} />
        </Form.Item>
        <PrizeValueField />
        <Space size="large" wrap>
          <Form.Item name="weight" label="中奖权重" required rules={[prizeRule('weight')]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="stock" label="奖品库存" required rules={[prizeRule('stock')]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <SortField />
        </Space>
      </EditModal>
    </Space>
  );
}
