import { AdminNavBody, HEADER_NAV_ITEMS, type AdminNavForm, type AdminNavNode } from '@yc/contracts';
import { Form, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { EditModal, SortField, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { RowActions } from '../components/row-actions';
import { treeRows } from '../lib/tree-rows';
import { useDeleteNav, useNavTree, useSaveNav } from './api/nav';
import { zodRule } from '../../components/ui/form/zod-rule';

/** The header nav (spec section 2: at most 9 items show), two levels deep. */
export function NavPage() {
  const nav = useNavTree();
  const editing = useEditing<AdminNavNode>();
  const save = useSaveNav();
  const remove = useDeleteNav();
  const parentOf = (id: number) => nav.data?.find((n) => n.children.some((c) => c.id === id))?.id;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar addLabel="添加导航" onAdd={editing.create} note={`页头导航最多显示前${HEADER_NAV_ITEMS}个一级导航。`} />
      <Table<AdminNavNode>
        rowKey="id"
        loading={nav.isFetching}
        dataSource={nav.data && treeRows(nav.data)}
        pagination={false}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (name: string, n) => (
              <Space>
                {name}
                {nav.data && nav.data.findIndex((top) => top.id === n.id) >= HEADER_NAV_ITEMS && <Tag>不显示</Tag>}
              </Space>
            ),
          },
          { title: '链接地址', dataIndex: 'url' },
          { title: '打开方式', dataIndex: 'is_open', width: 110, render: (v: number) => (v ? '新窗口' : '当前窗口') },
          { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_, n) => <RowActions onEdit={() => editing.edit(n)} onDelete={() => remove.mutate(n.id)} what={n.name} />,
          },
        ]}
      />
      <EditModal<AdminNavForm>
        title={editing.row ? '编辑导航' : '添加导航'}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ? { ...editing.row, parent_id: parentOf(editing.row.id) } : { sort: 0, is_open: 0 }}
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? null, body })}
      >
        <Form.Item name="name" label="导航名称" required rules={[zodRule(AdminNavBody.shape.name)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="url"
          label="链接地址"
          required
          rules={[zodRule(AdminNavBody.shape.url)]}
          extra="站内地址以 / 开头，如 /yx；站外地址以 https:// 开头"
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="parent_id" label="上级导航">
          <Select
            allowClear
            placeholder="无（一级导航）"
            options={nav.data?.filter((n) => n.id !== editing.row?.id).map((n) => ({ value: n.id, label: n.name }))}
          />
        </Form.Item>
        <Form.Item name="image" label="图标地址" rules={[zodRule(AdminNavBody.shape.image)]}>
          <Input maxLength={300} placeholder="可不填" />
        </Form.Item>
        <Space size="large">
          <Form.Item name="is_open" label="新窗口打开" valuePropName="checked" getValueProps={(v) => ({ checked: v === 1 || v === true })}>
            <Switch />
          </Form.Item>
          <SortField />
        </Space>
      </EditModal>
    </Space>
  );
}
