import { AdminCombinationBody, type AdminCombinationForm, type AdminCombinationRow } from '@yc/contracts';
import { Button, Form, Input, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { zodFormRules } from '../../components/ui/form/zod-rule';
import { yuan } from '../../lib/format/money';
import { EditModal, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { ListField } from '../components/list-field';
import { TwoLines } from '../components/row-actions';
import { QueryTable, usePageState } from '../components/paged-table';
import { GoodsPicker } from '../components/pickers';
import { useCombinations, useSaveCombination } from './api/combinations';

// The package's member rows are checked where they stand in the body (members.0.goods_id).
const rule = zodFormRules(AdminCombinationBody);

/** Combination packages (组合套餐, goods type 3): goods sold together at a package price. */
export function CombinationsPage() {
  const [page, setPage] = usePageState();
  const [keywords, setKeywords] = useState('');
  const list = useCombinations({ ...page, keywords: keywords || undefined });
  const editing = useEditing<AdminCombinationRow>();
  const save = useSaveCombination();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar search={{ placeholder: '套餐名称或编码', onSearch: setKeywords }} addLabel="新建套餐" onAdd={editing.create} />
      <QueryTable<AdminCombinationRow>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '套餐',
            key: 'name',
            render: (_, c) => <TwoLines main={c.name} sub={c.sku} />,
          },
          {
            title: '包含商品',
            key: 'members',
            render: (_, c) =>
              c.members.map((m) => (
                <div key={m.id}>
                  {m.name} × {m.number}
                </div>
              )),
          },
          {
            title: '套餐价',
            key: 'price',
            width: 140,
            render: (_, c) => (
              <>
                <Typography.Text type="danger">{yuan(c.price)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary" delete>
                    {yuan(c.original_price)}
                  </Typography.Text>
                </div>
              </>
            ),
          },
          { title: '库存', dataIndex: 'stock', width: 80, align: 'right' },
          {
            title: '状态',
            dataIndex: 'on_sale',
            width: 80,
            render: (v: number) => (v ? <Tag color="green">在售</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_, c) => (
              <Button size="small" type="link" onClick={() => editing.edit(c)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <EditModal<AdminCombinationForm>
        title={editing.row ? '编辑套餐' : '新建套餐'}
        open={editing.open}
        width={720}
        onClose={editing.close}
        initialValues={
          editing.row
            ? {
                ...editing.row,
                on_sale: editing.row.on_sale === 1,
                members: editing.row.members.map((m) => ({ goods_id: m.id, number: m.number })),
              }
            : { on_sale: true, stock: 0, members: [{ number: 1 }, { number: 1 }] }
        }
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? null, body })}
      >
        <Space size="large" wrap>
          <Form.Item name="name" label="套餐名称" required rules={[rule('name')]}>
            <Input maxLength={100} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="sku" label="套餐编码" required rules={[rule('sku')]}>
            <Input maxLength={32} />
          </Form.Item>
        </Space>
        <Space size="large" wrap>
          <Form.Item name="price" label="套餐价" required rules={[rule('price')]}>
            <InputNumber min={0.01} precision={2} prefix="¥" />
          </Form.Item>
          <Form.Item name="stock" label="套餐库存" required rules={[rule('stock')]}>
            <InputNumber min={0} precision={0} suffix="套" />
          </Form.Item>
          <Form.Item name="on_sale" label="上架销售" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <ListField
          name="members"
          label="包含商品"
          required
          unit="种商品"
          addLabel="添加商品"
          newRow={{ number: 1 }}
          max={10}
          rule={rule('members')}
        >
          {(field, index) => (
            <>
              <Form.Item name={[field.name, 'goods_id']} rules={[rule(['members', field.name, 'goods_id'])]}>
                <GoodsPicker known={editing.row?.members ?? []} style={{ width: 460 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'number']} rules={[rule(['members', field.name, 'number'])]}>
                <InputNumber min={1} precision={0} prefix="×" aria-label={`第${index + 1}种商品数量`} />
              </Form.Item>
            </>
          )}
        </ListField>
      </EditModal>
    </Space>
  );
}
