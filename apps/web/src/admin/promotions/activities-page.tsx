import {
  ACTIVITY_KIND_TEXT,
  ACTIVITY_KINDS,
  AdminActivityBody,
  type ActivityKind,
  type AdminActivityDetail,
  type AdminActivityForm,
  type AdminActivityRow,
  type PromotionStatus,
} from '@yc/contracts';
import { Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { zodFormRules } from '../../components/ui/form/zod-rule';
import { detailReady, EditModal, SortField, useEditing } from '../components/edit-modal';
import { FilterSelect, ListBar } from '../components/list-bar';
import { ListField } from '../components/list-field';
import { RowActions } from '../components/row-actions';
import { QueryTable, usePageState } from '../components/paged-table';
import { GoodsPicker } from '../components/pickers';
import { windowOf } from '../lib/china-time';
import { optionsOf } from '../lib/options';
import { useActivities, useActivity, useDeleteActivity, useSaveActivity } from './api/activities';
import { StatusSelect, StatusTag, WindowField, windowBody, windowText, windowValue, type WindowValue } from './window-field';

type FormValues = Omit<AdminActivityForm, 'starts_at' | 'ends_at' | 'notes'> & { window: WindowValue; notes: { text: string }[] };

/** The page's body: the window picked as one range, each rule line typed in a row of its own. */
const rule = zodFormRules(AdminActivityBody, ({ window, notes, ...v }: FormValues) => ({
  ...v,
  ...windowBody(window),
  notes: notes?.map((n) => n.text),
}));

/** 拼团 terms, 满返 tiers and the goods at their activity price, by the page's kind. */
function KindFields({ known }: { known: AdminActivityDetail['goods'] }) {
  const kind = Form.useWatch<ActivityKind | undefined>('kind');
  return (
    <>
      {kind === 'ptzq' && (
        <Space size="large">
          <Form.Item name="group_size" label="成团人数" required rules={[rule('group_size')]}>
            <InputNumber min={2} max={50} precision={0} suffix="家门店" />
          </Form.Item>
          <Form.Item name="group_hours" label="成团时限" required rules={[rule('group_hours')]}>
            <InputNumber min={1} max={720} precision={0} suffix="小时" />
          </Form.Item>
        </Space>
      )}
      {kind === 'hb' && (
        <ListField name="cashback_tiers" label="返现档位" required unit="档" addLabel="添加档位" max={5} rule={rule('cashback_tiers')}>
          {(field, index) => (
            <>
              <span>单笔满</span>
              <Form.Item name={[field.name, 'threshold']} rules={[rule(['cashback_tiers', field.name, 'threshold'])]}>
                <InputNumber min={0.01} precision={2} prefix="¥" aria-label={`第${index + 1}档门槛`} />
              </Form.Item>
              <span>返</span>
              <Form.Item name={[field.name, 'cashback']} rules={[rule(['cashback_tiers', field.name, 'cashback'])]}>
                <InputNumber min={0.01} precision={2} prefix="¥" aria-label={`第${index + 1}档返现`} />
              </Form.Item>
            </>
          )}
        </ListField>
      )}
      <ListField
        name="goods"
        label="活动商品"
        extra={kind === 'hb' ? '满返活动商品按原价销售。' : '活动价须低于商品原价；拼团按活动价成团。'}
        unit="个商品"
        addLabel="添加商品"
        max={100}
        rule={rule('goods')}
      >
        {(field, index) => (
          <>
            <Form.Item name={[field.name, 'goods_id']} rules={[rule(['goods', field.name, 'goods_id'])]}>
              <GoodsPicker known={known} style={{ width: 420 }} />
            </Form.Item>
            {kind !== 'hb' && (
              <Form.Item name={[field.name, 'price']} rules={[rule(['goods', field.name, 'price'])]}>
                <InputNumber min={0.01} precision={2} prefix="¥" placeholder="活动价" aria-label={`第${index + 1}个商品活动价`} />
              </Form.Item>
            )}
          </>
        )}
      </ListField>
    </>
  );
}

function initialOf(a: AdminActivityDetail | null): Partial<FormValues> {
  if (!a) return { kind: 'yjh', sort: 0, notes: [], goods: [], cashback_tiers: [] };
  return {
    kind: a.kind,
    title: a.title,
    description: a.description,
    banner: a.banner,
    sort: a.sort,
    window: windowValue(a),
    notes: a.notes.map((text) => ({ text })),
    group_size: a.group_size ?? undefined,
    group_hours: a.group_hours ?? undefined,
    cashback_tiers: a.cashback_tiers,
    goods: a.goods.map((g) => ({ goods_id: g.id, price: g.price ?? undefined })),
  };
}

/** Activity pages (活动专区, 每日特价, 拼团, 满返 …) with their time windows, rules and goods. */
export function ActivitiesPage() {
  const [page, setPage] = usePageState();
  const [kind, setKind] = useState<ActivityKind | undefined>();
  const [status, setStatus] = useState<PromotionStatus | undefined>();
  const list = useActivities({ ...page, kind, status });
  const editing = useEditing<AdminActivityRow>();
  const detail = useActivity(editing.row ? editing.row.id : null);
  const save = useSaveActivity();
  const remove = useDeleteActivity();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar addLabel="新建活动" onAdd={editing.create}>
        <FilterSelect
          placeholder="全部类型"
          width={140}
          value={kind}
          onChange={setKind}
          options={optionsOf(ACTIVITY_KINDS, ACTIVITY_KIND_TEXT)}
        />
        <StatusSelect value={status} onChange={setStatus} />
      </ListBar>
      <QueryTable<AdminActivityRow>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          { title: '类型', dataIndex: 'kind_text', width: 100 },
          { title: '活动标题', dataIndex: 'title' },
          { title: '商品数', dataIndex: 'goods_count', width: 80, align: 'right' },
          { title: '活动时间', key: 'window', width: 300, render: (_, a) => windowText(a) },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: PromotionStatus) => <StatusTag status={s} /> },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, a) => <RowActions onEdit={() => editing.edit(a)} onDelete={() => remove.mutate(a.id)} what={a.title} />,
          },
        ]}
      />
      <EditModal<FormValues>
        title={editing.row ? '编辑活动' : '新建活动'}
        open={detailReady(editing, detail.data)}
        width={800}
        onClose={editing.close}
        initialValues={initialOf(editing.row ? (detail.data ?? null) : null)}
        onSubmit={({ window, notes, ...v }) =>
          save.mutateAsync({ id: editing.row?.id ?? null, body: { ...v, ...windowOf(window), notes: notes.map((n) => n.text) } })
        }
      >
        <Space size="large" wrap>
          <Form.Item name="kind" label="活动类型" required rules={[rule('kind')]}>
            <Select style={{ width: 160 }} options={optionsOf(ACTIVITY_KINDS, ACTIVITY_KIND_TEXT)} />
          </Form.Item>
          <Form.Item name="title" label="活动标题" required rules={[rule('title')]}>
            <Input maxLength={100} style={{ width: 320 }} />
          </Form.Item>
          <SortField />
        </Space>
        <WindowField rule={rule('starts_at', 'ends_at')} />
        <Form.Item name="description" label="活动说明" rules={[rule('description')]}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item name="banner" label="横幅图片地址" rules={[rule('banner')]}>
          <Input maxLength={300} placeholder="可不填，如 /api/img/ad/12.svg" />
        </Form.Item>
        <ListField
          name="notes"
          label="活动规则说明"
          unit="条规则"
          addLabel="添加规则"
          newRow={{ text: '' }}
          max={10}
          rule={rule('notes')}
          footer={
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              活动页在“活动规则”中先列出该类活动的固定规则，再列出这里的说明。
            </Typography.Paragraph>
          }
        >
          {(field, index) => (
            <Form.Item name={[field.name, 'text']} rules={[rule(['notes', field.name])]}>
              <Input maxLength={200} style={{ width: 560 }} aria-label={`第${index + 1}条规则`} />
            </Form.Item>
          )}
        </ListField>
        <KindFields known={detail.data?.goods ?? []} />
      </EditModal>
    </Space>
  );
}
