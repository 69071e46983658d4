import { AdminPointsGoodsBody, type AdminPointsGoods, type AdminPointsGoodsForm } from '@yc/contracts';
import { Form, Image, Input, InputNumber, Space } from 'antd';
import { zodRule } from '../../components/ui/form/zod-rule';
import { EditModal, SortField, useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { PictureUpload } from '../components/picture-upload';
import { RowActions } from '../components/row-actions';
import { QueryTable, usePageState } from '../components/paged-table';
import { useDeletePointsGoods, usePointsGoods, usePointsGoodsImage, useSavePointsGoods } from './api/points-goods';

/** Gifts of the points mall (/jfsc), exchanged for points; also the goods prizes of the lucky draw. */
export function PointsGoodsPage() {
  const [page, setPage] = usePageState();
  const list = usePointsGoods(page);
  const editing = useEditing<AdminPointsGoods>();
  const save = useSavePointsGoods();
  const remove = useDeletePointsGoods();
  const image = usePointsGoodsImage();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar addLabel="添加礼品" onAdd={editing.create} />
      <QueryTable<AdminPointsGoods>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            width: 80,
            render: (src: string, g) => <Image src={src} width={48} height={48} preview={false} alt={g.name} />,
          },
          { title: '礼品名称', dataIndex: 'name' },
          { title: '兑换积分', dataIndex: 'points', width: 100, align: 'right' },
          { title: '库存', dataIndex: 'stock', width: 80, align: 'right' },
          { title: '已兑换', dataIndex: 'exchanged', width: 80, align: 'right' },
          { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            render: (_, g) => (
              <RowActions onEdit={() => editing.edit(g)} onDelete={() => remove.mutate(g.id)} what={g.name}>
                <PictureUpload onPick={(file) => image.mutate({ id: g.id, file })} />
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<AdminPointsGoodsForm>
        title={editing.row ? '编辑礼品' : '添加礼品'}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ?? { sort: 0, stock: 0 }}
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? null, body })}
      >
        <Form.Item name="name" label="礼品名称" required rules={[zodRule(AdminPointsGoodsBody.shape.name)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="points" label="兑换积分" required rules={[zodRule(AdminPointsGoodsBody.shape.points)]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="stock" label="库存" required rules={[zodRule(AdminPointsGoodsBody.shape.stock)]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <SortField />
        </Space>
        <Form.Item name="description" label="礼品说明" rules={[zodRule(AdminPointsGoodsBody.shape.description)]}>
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </EditModal>
    </Space>
  );
}
