import {
  AdminPromotionBody,
  PROMOTION_TYPE_TEXT,
  PROMOTION_TYPES,
  type AdminPromotionDetail,
  type AdminPromotionForm,
  type AdminPromotionRow,
  type PromotionStatus,
  type PromotionType,
} from '@yc/contracts';
import { Button, Form, Input, InputNumber, Popconfirm, Radio, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { zodFormRules } from '../../components/ui/form/zod-rule';
import { detailReady, EditModal, useEditing } from '../components/edit-modal';
import { ListField } from '../components/list-field';
import { RowActions } from '../components/row-actions';
import { QueryTable, usePageState } from '../components/paged-table';
import { GoodsPicker } from '../components/pickers';
import { windowOf } from '../lib/china-time';
import { optionsOf } from '../lib/options';
import { useDeletePromotion, useEndPromotion, usePromotion, usePromotions, useSavePromotion } from './api/promotions';
import { StatusSelect, StatusTag, WindowField, windowBody, windowText, windowValue, type WindowValue } from './window-field';

type FormValues = Omit<AdminPromotionForm, 'starts_at' | 'ends_at'> & { window: WindowValue };

// The body's rules by type (a 满减 tier needs its amount, 买赠 its quantities, 换购 its threshold and price).
const rule = zodFormRules(AdminPromotionBody, ({ window, ...v }: FormValues) => ({ ...v, ...windowBody(window) }));

const money = { min: 0.01, precision: 2, prefix: '¥' } as const;

const GOODS_HINT: Record<PromotionType, string> = {
  manjian: '不选表示全部商品参加；近效期和组合套餐商品不参加满减。',
  manzhe: '不选表示全部商品参加；近效期和组合套餐商品不参加满折。',
  gift: '买满数量即赠送本品，如买10赠1。',
  hg: '选中的商品可在订单满额后以换购价加购。',
};

/** The tiers of 满减 (yuan off) or 满折 (percent paid). */
function TierFields({ type }: { type: 'manjian' | 'manzhe' }) {
  return (
    <ListField
      name="tiers"
      label="优惠档位"
      required
      unit="档"
      addLabel="添加档位"
      max={5}
      rule={rule('tiers')}
      footer={type === 'manzhe' && <Typography.Paragraph type="secondary">付95%即9.5折。</Typography.Paragraph>}
    >
      {(field, index) => (
        <>
          <span>满</span>
          <Form.Item name={[field.name, 'threshold']} rules={[rule(['tiers', field.name, 'threshold'])]}>
            <InputNumber {...money} aria-label={`第${index + 1}档门槛`} />
          </Form.Item>
          {type === 'manjian' ? (
            <>
              <span>减</span>
              <Form.Item name={[field.name, 'reduce']} rules={[rule(['tiers', field.name, 'reduce'])]}>
                <InputNumber {...money} aria-label={`第${index + 1}档减免`} />
              </Form.Item>
            </>
          ) : (
            <>
              <span>付</span>
              <Form.Item name={[field.name, 'rate']} rules={[rule(['tiers', field.name, 'rate'])]}>
                <InputNumber min={1} max={99} precision={0} suffix="%" aria-label={`第${index + 1}档折扣`} />
              </Form.Item>
            </>
          )}
        </>
      )}
    </ListField>
  );
}

function RuleFields({ known }: { known: AdminPromotionDetail['goods'] }) {
  const type = Form.useWatch<PromotionType | undefined>('type') ?? 'manjian';
  return (
    <>
      {(type === 'manjian' || type === 'manzhe') && <TierFields type={type} />}
      {type === 'gift' && (
        <Space>
          <Form.Item name="buy_qty" label="购买数量" required rules={[rule('buy_qty')]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="gift_qty" label="赠送数量" required rules={[rule('gift_qty')]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
        </Space>
      )}
      {type === 'hg' && (
        <Space>
          <Form.Item name="threshold" label="订单满" required rules={[rule('threshold')]}>
            <InputNumber min={0} precision={2} prefix="¥" />
          </Form.Item>
          <Form.Item name="exchange_price" label="换购价" required rules={[rule('exchange_price')]}>
            <InputNumber {...money} />
          </Form.Item>
          <Form.Item name="max_number" label="每单可换购" rules={[rule('max_number')]}>
            <InputNumber min={1} max={100} precision={0} suffix="件" />
          </Form.Item>
        </Space>
      )}
      <Form.Item name="goods_ids" label={type === 'hg' ? '换购商品' : '活动商品'} rules={[rule('goods_ids')]} extra={GOODS_HINT[type]}>
        <GoodsPicker multiple known={known} />
      </Form.Item>
    </>
  );
}

function initialOf(p: AdminPromotionDetail | null): Partial<FormValues> {
  if (!p) return { type: 'manjian', tiers: [{ threshold: undefined }], max_number: 1 } as Partial<FormValues>;
  return {
    type: p.type,
    name: p.name,
    window: windowValue(p),
    goods_ids: p.goods.map((g) => g.id),
    tiers: p.tiers.map((t) => ({ threshold: t.threshold, reduce: t.reduce || undefined, rate: t.rate || undefined })),
    buy_qty: p.buy_qty || undefined,
    gift_qty: p.gift_qty || undefined,
    threshold: p.threshold,
    exchange_price: p.exchange_price || undefined,
    max_number: p.max_number || 1,
  };
}

/** 满减, 满折, 买赠 and 换购: the promotions the cart applies, with their tiers, goods and time window. */
export function PromotionsPage() {
  const [page, setPage] = usePageState();
  const [type, setType] = useState<PromotionType | 'all'>('all');
  const [status, setStatus] = useState<PromotionStatus | undefined>();
  const list = usePromotions({ ...page, type: type === 'all' ? undefined : type, status });
  const editing = useEditing<AdminPromotionRow>();
  const detail = usePromotion(editing.row ? editing.row.id : null);
  const save = useSavePromotion();
  const end = useEndPromotion();
  const remove = useDeletePromotion();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Tabs
        activeKey={type}
        onChange={(k) => {
          setType(k as PromotionType | 'all');
          setPage({ ...page, page: 1 });
        }}
        items={[{ key: 'all', label: '全部' }, ...PROMOTION_TYPES.map((t) => ({ key: t, label: PROMOTION_TYPE_TEXT[t] }))]}
        tabBarExtraContent={
          <Space>
            <StatusSelect value={status} onChange={setStatus} />
            <Button type="primary" onClick={editing.create}>
              新建促销
            </Button>
          </Space>
        }
      />
      <QueryTable<AdminPromotionRow>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          { title: '类型', dataIndex: 'type_text', width: 80 },
          { title: '活动名称', dataIndex: 'name' },
          { title: '规则', dataIndex: 'rule_text' },
          {
            title: '商品',
            dataIndex: 'goods_count',
            width: 100,
            render: (n: number, p) => (n === 0 && p.type !== 'gift' && p.type !== 'hg' ? '全部商品' : `${n}个商品`),
          },
          { title: '活动时间', key: 'window', width: 300, render: (_, p) => windowText(p) },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: PromotionStatus) => <StatusTag status={s} /> },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_, p) => (
              <RowActions onEdit={() => editing.edit(p)} onDelete={() => remove.mutate(p.id)} what={p.name}>
                {p.status !== 'ended' && (
                  <Popconfirm title="确定立即结束该促销吗？" okText="结束" cancelText="取消" onConfirm={() => end.mutate(p.id)}>
                    <Button size="small" type="link">
                      结束
                    </Button>
                  </Popconfirm>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<FormValues>
        title={editing.row ? '编辑促销' : '新建促销'}
        open={detailReady(editing, detail.data)}
        width={720}
        onClose={editing.close}
        initialValues={initialOf(editing.row ? (detail.data ?? null) : null)}
        onSubmit={({ window, ...v }) => save.mutateAsync({ id: editing.row?.id ?? null, body: { ...v, ...windowOf(window) } })}
      >
        <Form.Item name="type" label="促销类型" required rules={[rule('type')]}>
          <Radio.Group optionType="button" options={optionsOf(PROMOTION_TYPES, PROMOTION_TYPE_TEXT)} disabled={editing.row !== null} />
        </Form.Item>
        <Form.Item name="name" label="活动名称" required rules={[rule('name')]}>
          <Input maxLength={100} placeholder="如 满200减8" />
        </Form.Item>
        <WindowField rule={rule('starts_at', 'ends_at')} />
        <RuleFields known={detail.data?.goods ?? []} />
      </EditModal>
    </Space>
  );
}
