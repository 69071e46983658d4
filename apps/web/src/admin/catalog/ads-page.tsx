import { AdminAdBody, type AdminAd, type AdminAdForm } from '@yc/contracts';
import { Button, ColorPicker, Form, Image, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useState } from 'react';
import { EditModal, SortField, useEditing } from '../components/edit-modal';
import { PictureUpload } from '../components/picture-upload';
import { RowActions, TwoLines } from '../components/row-actions';
import { useAdPicture, useAds, useAdSlots, useDeleteAd, useSaveAd } from './api/ads';
import { zodRule } from '../../components/ui/form/zod-rule';

/** Banners and ad slots: the picture is drawn from title, subtitle and colour unless one is uploaded. */
export function AdsPage() {
  const slots = useAdSlots();
  const [slot, setSlot] = useState('');
  const ads = useAds(slot);
  const editing = useEditing<AdminAd>();
  const save = useSaveAd();
  const remove = useDeleteAd();
  const picture = useAdPicture();
  const current = slots.data?.find((s) => s.key === slot);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <span>广告位</span>
        <Select
          value={slot}
          onChange={setSlot}
          style={{ width: 280 }}
          options={slots.data?.map((s) => ({ value: s.key, label: `${s.name}（${s.count}）` }))}
          aria-label="广告位"
        />
        {current && (
          <Typography.Text type="secondary">
            图片尺寸 {current.width}×{current.height} 像素
          </Typography.Text>
        )}
        <Button type="primary" onClick={editing.create}>
          添加广告
        </Button>
      </Space>
      <Table<AdminAd>
        rowKey="id"
        loading={ads.isFetching}
        dataSource={ads.data}
        pagination={false}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            width: 260,
            render: (image: string, a) => (
              <Space orientation="vertical" size={4}>
                <Image src={image} width={Math.min(240, a.width)} alt={a.title} />
                <Tag>{a.uploaded ? '上传的图片' : '系统生成图片'}</Tag>
              </Space>
            ),
          },
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, a) => <TwoLines main={title} sub={a.subtitle} />,
          },
          { title: '链接地址', dataIndex: 'url', width: 200, render: (url: string) => url || '—' },
          { title: '排序', dataIndex: 'sort', width: 70, align: 'right' },
          {
            title: '操作',
            key: 'actions',
            width: 280,
            render: (_, a) => (
              <RowActions onEdit={() => editing.edit(a)} onDelete={() => remove.mutate(a.id)} what={a.title}>
                <PictureUpload onPick={(file) => picture.mutate({ id: a.id, file })} />
                {a.uploaded === 1 && (
                  <Button size="small" type="link" onClick={() => picture.mutate({ id: a.id, file: null })}>
                    恢复系统图片
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<AdminAdForm>
        title={editing.row ? '编辑广告' : `添加广告：${current?.name ?? ''}`}
        open={editing.open}
        onClose={editing.close}
        initialValues={editing.row ?? { slot, color: '#e4393c', sort: 0 }}
        onSubmit={(body) => save.mutateAsync({ id: editing.row?.id ?? null, body })}
      >
        <Form.Item name="slot" label="广告位" required rules={[zodRule(AdminAdBody.shape.slot)]}>
          <Select options={slots.data?.map((s) => ({ value: s.key, label: s.name }))} />
        </Form.Item>
        <Form.Item name="title" label="标题" required rules={[zodRule(AdminAdBody.shape.title)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="subtitle" label="副标题">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="url" label="链接地址" rules={[zodRule(AdminAdBody.shape.url)]} extra="站内地址以 / 开头，如 /lqzx">
          <Input maxLength={300} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="color" label="底色" getValueFromEvent={(c: Color) => c.toHexString()}>
            <ColorPicker format="hex" disabledAlpha />
          </Form.Item>
          <SortField />
        </Space>
      </EditModal>
    </Space>
  );
}
