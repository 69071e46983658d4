import {
  AdminCouponBody,
  COUPON_SCOPE_KINDS,
  COUPON_SCOPE_TEXT,
  CouponIssueBody,
  type AdminCoupon,
  type AdminCouponForm,
} from '@yc/contracts';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { zodFormRules, zodRule } from '../../components/ui/form/zod-rule';
import { useCatalogOptions } from '../catalog/api/goods';
import { EditModal, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { RowActions } from '../components/row-actions';
import { QueryTable, usePageState } from '../components/paged-table';
import { StorePicker } from '../components/pickers';
import { chinaTimeOf } from '../lib/china-time';
import { optionsOf } from '../lib/options';
import { useCoupons, useDeleteCoupon, useIssueCoupon, usePublishCoupon, useSaveCoupon } from './api/coupons';
import { WindowField, windowText, windowValue, type WindowValue } from './window-field';

type FormValues = Omit<AdminCouponForm, 'valid_from' | 'valid_to'> & { validity: WindowValue };

/** The coupon's body: its validity picked as one range. */
const couponBody = ({ validity, ...v }: FormValues) => ({
  ...v,
  ...(validity ? { valid_from: chinaTimeOf(validity[0]), valid_to: chinaTimeOf(validity[1]) } : {}),
});
const rule = zodFormRules(AdminCouponBody, couponBody);

function CouponFields() {
  const options = useCatalogOptions();
  const type = Form.useWatch<string | undefined>('type');
  const scope = Form.useWatch<string | undefined>('scope_kind');
  const isPublic = Form.useWatch<boolean | undefined>('is_public');
  return (
    <>
      <Form.Item name="name" label="优惠券名称" required rules={[rule('name')]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="type" label="优惠方式">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'amount', label: '满减券' },
            { value: 'rate', label: '折扣券' },
          ]}
        />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="threshold" label="使用门槛（0为无门槛）" required rules={[rule('threshold')]}>
          <InputNumber min={0} precision={2} prefix="¥" />
        </Form.Item>
        {type === 'rate' ? (
          <>
            <Form.Item name="rate" label="支付比例" required rules={[rule('rate')]} extra="95即9.5折">
              <InputNumber min={1} max={99} precision={0} suffix="%" />
            </Form.Item>
            <Form.Item name="max_discount" label="最高优惠（0为不限）" rules={[rule('max_discount')]}>
              <InputNumber min={0} precision={2} prefix="¥" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="amount" label="优惠金额" required rules={[rule('amount')]}>
            <InputNumber min={0.01} precision={2} prefix="¥" />
          </Form.Item>
        )}
      </Space>
      <Form.Item name="scope_kind" label="使用范围">
        <Radio.Group options={optionsOf(COUPON_SCOPE_KINDS, COUPON_SCOPE_TEXT)} />
      </Form.Item>
      {scope === 'category' && (
        <Form.Item name="category_keys" label="适用分类" required rules={[rule('category_keys')]}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            options={options.data?.categories.map((c) => ({ value: c.key, label: c.path }))}
          />
        </Form.Item>
      )}
      {scope === 'brand' && (
        <Form.Item name="brand_ids" label="适用品牌" required rules={[rule('brand_ids')]}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            options={options.data?.brands.map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
      )}
      <WindowField name="validity" label="有效期" rule={rule('valid_from', 'valid_to')} />
      <Space size="large">
        <Form.Item name="is_public" label="发布到领券中心" valuePropName="checked">
          <Switch />
        </Form.Item>
        {isPublic && (
          <Form.Item name="total" label="发放总量" required rules={[rule('total')]}>
            <InputNumber min={1} precision={0} suffix="张" />
          </Form.Item>
        )}
      </Space>
    </>
  );
}

const initialOf = (c: AdminCoupon | null): Partial<FormValues> =>
  c
    ? {
        name: c.name,
        type: c.type,
        amount: c.amount || undefined,
        rate: c.type === 'rate' ? c.rate : undefined,
        threshold: c.threshold,
        max_discount: c.max_discount,
        scope_kind: c.scope_kind,
        category_keys: c.category_keys,
        brand_ids: c.brand_ids,
        validity: windowValue({ starts_at: c.valid_from, ends_at: c.valid_to }),
        is_public: c.is_public === 1,
        total: c.total,
      }
    : { type: 'amount', scope_kind: 'all', threshold: 0, is_public: false, total: 100 };

/** Coupons: issued to stores, or published in the coupon centre (/lqzx) with how many may be claimed. */
export function CouponsPage() {
  const [page, setPage] = usePageState();
  const [keywords, setKeywords] = useState('');
  const coupons = useCoupons({ ...page, keywords: keywords || undefined });
  const editing = useEditing<AdminCoupon>();
  const issuing = useEditing<AdminCoupon>();
  const save = useSaveCoupon();
  const publish = usePublishCoupon();
  const issue = useIssueCoupon();
  const remove = useDeleteCoupon();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar search={{ placeholder: '优惠券名称', onSearch: setKeywords }} addLabel="新建优惠券" onAdd={editing.create} />
      <QueryTable<AdminCoupon>
        query={coupons}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '优惠券',
            key: 'name',
            render: (_, c) => (
              <>
                <div>{c.name}</div>
                <Tag color="red">{c.title}</Tag>
                <Typography.Text type="secondary">{c.scope_text}</Typography.Text>
              </>
            ),
          },
          {
            title: '有效期',
            key: 'validity',
            width: 170,
            render: (_, c) => windowText({ starts_at: c.valid_from, ends_at: c.valid_to }),
          },
          {
            title: '领券中心',
            key: 'public',
            width: 150,
            render: (_, c) => (
              <Space orientation="vertical" size={0}>
                <Switch
                  size="small"
                  checked={c.is_public === 1}
                  onChange={(on) => publish.mutate({ id: c.id, isPublic: on })}
                  aria-label={`${c.name}发布到领券中心`}
                />
                {c.is_public === 1 && (
                  <Typography.Text type="secondary">
                    已领 {c.claimed}/{c.total}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { title: '持有/已用', key: 'held', width: 100, render: (_, c) => `${c.held} / ${c.used}` },
          {
            title: '操作',
            key: 'actions',
            width: 190,
            render: (_, c) => (
              <RowActions onEdit={() => editing.edit(c)} onDelete={() => remove.mutate(c.id)} what={c.name}>
                <Button size="small" type="link" onClick={() => issuing.edit(c)}>
                  发放
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<FormValues>
        title={editing.row ? '编辑优惠券' : '新建优惠券'}
        open={editing.open}
        width={640}
        onClose={editing.close}
        initialValues={initialOf(editing.row ?? null)}
        onSubmit={({ validity, ...v }) =>
          save.mutateAsync({
            id: editing.row?.id ?? null,
            body: { ...v, valid_from: chinaTimeOf(validity[0]), valid_to: chinaTimeOf(validity[1]) },
          })
        }
      >
        <CouponFields />
      </EditModal>
      <EditModal<{ store_ids: number[] }>
        title={`发放优惠券：${issuing.row?.name ?? ''}`}
        open={issuing.open}
        onClose={issuing.close}
        onSubmit={(v) => issue.mutateAsync({ id: issuing.row?.id ?? 0, storeIds: v.store_ids })}
      >
        <Form.Item
          name="store_ids"
          label="发放给门店"
          required
          rules={[zodRule(CouponIssueBody.shape.store_ids)]}
          extra="每家门店获得一张，并收到一条消息通知。"
        >
          <StorePicker />
        </Form.Item>
      </EditModal>
    </Space>
  );
}
