import { AdminHotSearchBody, type AdminHotSearch, type AdminHotSearchForm } from '@yc/contracts';
import { Form, Input, Space, Table } from 'antd';
import { EditModal, SortField, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { RowActions } from '../components/row-actions';
import { useDeleteHotSearch, useHotSearches, useSaveHotSearch } from './api/hot-searches';
import { zodRule } from '../../components/ui/form/zod-rule';

/** The hot-search words under the header's search box. */
export function HotSearchPage() {
  const hot = useHotSearches();
  const editing = useEditing<AdminHotSearch>();
  const save = useSaveHotSearch();
  const remove = useDeleteHotSearch();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar addLabel="添加热搜词" onAdd={editing.create} note="按排序从小到大显示在搜索框下方。" />
      <Table<AdminHotSearch>
        rowKey="id"
        loading={hot.isFetching}
        dataSource={hot.data}
        pagination={false}
        columns={[
          { title: '热搜词', dataIndex: 'keyword' },
          { title: '排序', dataIndex: 'sort', width: 100, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_, h) => <RowActions onEdit={() => editing.edit(h)} onDelete={() => remove.mutate(h.id)} what={h.keyword} />,
          },
        ]}
      />
      <EditModal<AdminHotSearchForm>
        title={editing.row ? '编辑热搜词' : '添加热搜词'}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ?? { sort: 0 }}
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? null, body })}
      >
        <Form.Item name="keyword" label="热搜词" required rules={[zodRule(AdminHotSearchBody.shape.keyword)]}>
          <Input maxLength={30} />
        </Form.Item>
        <SortField />
      </EditModal>
    </Space>
  );
}
