import { AdminSynonymBody, type AdminSynonym } from '@yc/contracts';
import { Form, Input, Space } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../components/ui/form/zod-rule';
import { EditModal, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { QueryTable, usePageState } from '../components/paged-table';
import { RowActions } from '../components/row-actions';
import { useDeleteSynonym, useSaveSynonym, useSynonyms } from './api/search';

/** Aliases buyers type for a drug (扑热息痛 → 对乙酰氨基酚, 商品名 → 通用名); the storefront reads them within a minute. */
export function SynonymsPage() {
  const [page, setPage] = usePageState();
  const [keywords, setKeywords] = useState('');
  const synonyms = useSynonyms({ ...page, keywords: keywords || undefined });
  const editing = useEditing<AdminSynonym>();
  const save = useSaveSynonym();
  const remove = useDeleteSynonym();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar
        search={{
          placeholder: '别名或药品名称',
          onSearch: (v) => {
            setKeywords(v);
            setPage({ ...page, page: 1 });
          },
        }}
        addLabel="添加别名"
        onAdd={editing.create}
        note="买家搜索别名时，也会找到对应名称的商品。"
      />
      <QueryTable<AdminSynonym>
        query={synonyms}
        page={page}
        onPage={setPage}
        columns={[
          { title: '别名', dataIndex: 'term' },
          { title: '对应的药品名称', dataIndex: 'target' },
          { title: '品牌厂家', dataIndex: 'maker', render: (maker: string) => maker || '—' },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_, s) => <RowActions onEdit={() => editing.edit(s)} onDelete={() => remove.mutate(s.id)} what={s.term} />,
          },
        ]}
      />
      <EditModal<AdminSynonymBody>
        title={editing.row ? '编辑别名' : '添加别名'}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ?? {}}
        fields={['term', 'target', 'maker']}
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? null, body })}
      >
        <Form.Item name="term" label="别名" required rules={[zodRule(AdminSynonymBody.shape.term)]}>
          <Input maxLength={30} placeholder="如：扑热息痛" />
        </Form.Item>
        <Form.Item name="target" label="对应的药品名称" required rules={[zodRule(AdminSynonymBody.shape.target)]}>
          <Input maxLength={50} placeholder="如：对乙酰氨基酚" />
        </Form.Item>
        <Form.Item
          name="maker"
          label="品牌厂家"
          extra="品牌只属一家厂家时填写（如 美林：上海强生），搜索时该厂家的商品排在前面"
          rules={[zodRule(AdminSynonymBody.shape.maker)]}
        >
          <Input maxLength={30} placeholder="选填，厂家名称中的一段" />
        </Form.Item>
      </EditModal>
    </Space>
  );
}
