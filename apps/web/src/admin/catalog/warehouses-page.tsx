import { AdminWarehouseBody, LOW_STOCK, type AdminWarehouse, type AdminWarehouseForm } from '@yc/contracts';
import { Form, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { EditModal, SortField, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { RowActions } from '../components/row-actions';
import { useSaveWarehouse, useWarehouses } from './api/warehouses';
import { zodRule } from '../../components/ui/form/zod-rule';

const formValues = (w: AdminWarehouse): AdminWarehouseForm => ({ ...w, is_active: w.is_active === 1 });

/** A count of goods that need restocking, red while there are any. */
const toRestock = (n: number) => <Typography.Text type={n > 0 ? 'danger' : undefined}>{n}</Typography.Text>;

/** The warehouses goods ship from (ck_id), each with its stock at a glance. */
export function WarehousesPage() {
  const list = useWarehouses();
  const editing = useEditing<AdminWarehouse>();
  const save = useSaveWarehouse();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar addLabel="添加仓库" onAdd={editing.create} note="每个商品从一个仓库发货；同一药品在两个仓库备货即为两个商品。" />
      <Table<AdminWarehouse>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        columns={[
          { title: '仓库名称', dataIndex: 'name', width: 120 },
          { title: '城市', dataIndex: 'city', width: 100, render: (c: string) => c || '—' },
          { title: '地址', dataIndex: 'address', ellipsis: true, render: (a: string) => a || '—' },
          {
            title: '库存概览',
            children: [
              { title: '商品数', key: 'goods', width: 90, align: 'right', render: (_, w) => w.stock.goods_count },
              { title: '库存总量', key: 'units', width: 110, align: 'right', render: (_, w) => w.stock.units },
              { title: '无库存', key: 'out', width: 90, align: 'right', render: (_, w) => toRestock(w.stock.out_of_stock) },
              { title: `库存不足${LOW_STOCK}`, key: 'low', width: 110, align: 'right', render: (_, w) => toRestock(w.stock.low_stock) },
            ],
          },
          {
            title: '状态',
            dataIndex: 'is_active',
            width: 80,
            render: (v: number) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
          { title: '操作', key: 'actions', width: 90, render: (_, w) => <RowActions onEdit={() => editing.edit(w)} /> },
        ]}
      />
      <EditModal<AdminWarehouseForm>
        title={editing.row ? '编辑仓库' : '添加仓库'}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ? formValues(editing.row) : { sort: 0, is_active: true }}
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? null, body })}
        fields={['name', 'is_active']}
      >
        <Form.Item name="name" label="仓库名称" required rules={[zodRule(AdminWarehouseBody.shape.name)]}>
          <Input maxLength={30} placeholder="华东仓" />
        </Form.Item>
        <Form.Item name="city" label="所在城市">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="address" label="仓库地址">
          <Input maxLength={200} />
        </Form.Item>
        <SortField />
        <Form.Item name="is_active" label="启用" valuePropName="checked" extra="停用前请先将仓库中的商品移到其他仓库。">
          <Switch />
        </Form.Item>
      </EditModal>
    </Space>
  );
}
