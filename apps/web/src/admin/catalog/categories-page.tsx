import {
  AdminCategoryBody,
  CATEGORY_KINDS,
  CATEGORY_KIND_TEXT,
  type AdminCategoryForm,
  type AdminCategoryNode,
  type CategoryKind,
} from '@yc/contracts';
import { Button, Form, Image, Input, Select, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { EditModal, SortField, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { PictureUpload } from '../components/picture-upload';
import { RowActions } from '../components/row-actions';
import { treeRows } from '../lib/tree-rows';
import { useCategoryLogo, useCategoryTree, useDeleteCategory, useSaveCategory } from './api/categories';
import { useCatalogOptions } from './api/goods';
import { zodRule } from '../../components/ui/form/zod-rule';

/** What the editor opens on: a node to rename, or the parent a new node goes under (null: top level). */
type Editing = { node: AdminCategoryNode } | { parent: AdminCategoryNode | null };

const HINT: Record<CategoryKind, string> = {
  ordinary: '普通分类是全部商品的分类，商品编辑时选择的就是这里的分类。',
  youx: '优选包邮菜单列出普通分类中的包邮商品：添加时选择对应的普通分类，名称可另起。',
  zy: '自营菜单列出普通分类中的自营商品：添加时选择对应的普通分类，名称可另起。',
  qx: '器械菜单列出普通分类中的器械商品：添加时选择对应的普通分类，名称可另起。',
};

function KindTree({ kind }: { kind: CategoryKind }) {
  const tree = useCategoryTree(kind);
  const options = useCatalogOptions();
  const editing = useEditing<Editing>();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const logo = useCategoryLogo();
  const row = editing.row;
  const node = row && 'node' in row ? row.node : null;
  const parent = row && 'parent' in row ? row.parent : null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar addLabel="添加一级分类" onAdd={() => editing.edit({ parent: null })} note={HINT[kind]} />
      <Table<AdminCategoryNode>
        rowKey="id"
        size="middle"
        loading={tree.isFetching}
        dataSource={tree.data && treeRows(tree.data)}
        pagination={false}
        expandable={{ childrenColumnName: 'children' }}
        columns={[
          {
            title: '分类名称',
            dataIndex: 'name',
            render: (name: string, c) => (
              <Space>
                {c.logo && <Image src={c.logo} width={20} height={20} preview={false} alt="" />}
                {name}
              </Space>
            ),
          },
          { title: '分类标识', dataIndex: 'key', width: 180 },
          { title: '商品数', dataIndex: 'goods_count', width: 100, align: 'right' },
          { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 320,
            render: (_, c) => (
              <RowActions onEdit={() => editing.edit({ node: c })} onDelete={() => remove.mutate(c.id)} what={`分类${c.name}`}>
                <Button size="small" type="link" onClick={() => editing.edit({ parent: c })}>
                  添加下级
                </Button>
                <PictureUpload label="上传图标" onPick={(file) => logo.mutate({ id: c.id, file })} />
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<AdminCategoryForm>
        title={node ? `编辑分类：${node.name}` : parent ? `在「${parent.name}」下添加分类` : '添加一级分类'}
        open={editing.open}
        onClose={editing.close}
        initialValues={node ? { name: node.name, sort: node.sort } : { sort: 0 }}
        // Which ordinary class a menu node lists is checked by the server: its refusal shows under the field.
        fields={['key', 'name']}
        onSubmit={(v) =>
          node
            ? save.mutateAsync({ id: node.id, body: { name: v.name, sort: Number(v.sort) } })
            : save.mutateAsync({ id: null, body: { ...v, kind, parent_id: parent?.id } })
        }
      >
        {!node && kind !== 'ordinary' && (
          <Form.Item name="key" label="对应的普通分类" required rules={[zodRule(AdminCategoryBody.shape.key)]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={options.data?.categories.map((c) => ({ value: c.key, label: c.path }))}
            />
          </Form.Item>
        )}
        <Form.Item name="name" label="分类名称" required rules={[zodRule(AdminCategoryBody.shape.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <SortField />
      </EditModal>
    </Space>
  );
}

/** The four category menus of the storefront (spec section 2): ordinary, free shipping, self-operated, devices. */
export function CategoriesPage() {
  const [kind, setKind] = useState<CategoryKind>('ordinary');
  return (
    <Tabs
      activeKey={kind}
      onChange={(k) => setKind(k as CategoryKind)}
      items={CATEGORY_KINDS.map((k) => ({ key: k, label: CATEGORY_KIND_TEXT[k], children: k === kind && <KindTree kind={k} /> }))}
    />
  );
}
