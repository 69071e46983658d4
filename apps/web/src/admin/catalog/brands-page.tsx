import { AdminBrandBody, type AdminBrand, type AdminBrandForm } from '@yc/contracts';
import { Form, Image, Input, Space } from 'antd';
import { useState } from 'react';
import { EditModal, SortField, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { PictureUpload } from '../components/picture-upload';
import { RowActions } from '../components/row-actions';
import { QueryTable, usePageState } from '../components/paged-table';
import { useBrandLogo, useBrands, useDeleteBrand, useSaveBrand } from './api/brands';
import { zodRule } from '../../components/ui/form/zod-rule';

/** Brands of the brand zone (/ppzq): their logo is drawn from the name until one is uploaded. */
export function BrandsPage() {
  const [page, setPage] = usePageState();
  const [keywords, setKeywords] = useState('');
  const brands = useBrands({ ...page, keywords: keywords || undefined });
  const editing = useEditing<AdminBrand>();
  const save = useSaveBrand();
  const remove = useDeleteBrand();
  const logo = useBrandLogo();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar
        search={{
          placeholder: '品牌名称',
          onSearch: (v) => {
            setKeywords(v);
            setPage({ ...page, page: 1 });
          },
        }}
        addLabel="添加品牌"
        onAdd={editing.create}
      />
      <QueryTable<AdminBrand>
        query={brands}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '标志',
            dataIndex: 'logo',
            width: 120,
            render: (logo: string, b) => <Image src={logo} height={36} preview={false} alt={b.name} />,
          },
          { title: '品牌名称', dataIndex: 'name' },
          { title: '所属厂家', dataIndex: 'manufacturer', render: (m: string) => m || '—' },
          { title: '商品数', dataIndex: 'goods_count', width: 100, align: 'right' },
          { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 240,
            render: (_, b) => (
              <RowActions onEdit={() => editing.edit(b)} onDelete={() => remove.mutate(b.id)} what={b.name}>
                <PictureUpload label="上传标志" onPick={(file) => logo.mutate({ id: b.id, file })} />
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<AdminBrandForm>
        title={editing.row ? '编辑品牌' : '添加品牌'}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ?? { sort: 0 }}
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? null, body })}
      >
        <Form.Item name="name" label="品牌名称" required rules={[zodRule(AdminBrandBody.shape.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="manufacturer" label="所属厂家" rules={[zodRule(AdminBrandBody.shape.manufacturer)]}>
          <Input maxLength={100} />
        </Form.Item>
        <SortField />
      </EditModal>
    </Space>
  );
}
