import { UploadOutlined } from '@ant-design/icons';
import { GOODS_IMAGES_MAX, type AdminGoodsDetail } from '@yc/contracts';
import { App, Button, Image, Popconfirm, Space, Tag, Typography, Upload } from 'antd';
import { PICTURE, scanRefusal } from '../../lib/upload/scan-check';
import { useChangeGoodsImage, useUploadGoodsImage } from './api/goods';

/** The pictures the storefront shows (the cover on cards and lists); the drawn one while none is uploaded. */
export function GoodsImages({ goods }: { goods: AdminGoodsDetail }) {
  const upload = useUploadGoodsImage();
  const change = useChangeGoodsImage();
  const { message } = App.useApp();
  const pick = async (file: File) => {
    const refusal = await scanRefusal(file, { pictureOnly: true });
    if (refusal) message.error(refusal);
    else upload.mutate({ id: goods.id, file });
    return Upload.LIST_IGNORE;
  };
  return (
    <Space orientation="vertical" size="middle">
      <Space wrap size="large" align="start">
        {goods.images.length === 0 && (
          <div style={{ textAlign: 'center' }}>
            <Image src={goods.drawn_image} width={120} height={120} alt={goods.name} />
            <div>
              <Tag>系统生成图片</Tag>
            </div>
          </div>
        )}
        {goods.images.map((url, index) => (
          <div key={url} style={{ textAlign: 'center' }}>
            <Image src={url} width={120} height={120} style={{ objectFit: 'contain' }} alt={`${goods.name}图片${index + 1}`} />
            <div style={{ marginTop: 4 }}>
              {index === 0 ? (
                <Tag color="red">主图</Tag>
              ) : (
                <Button size="small" type="link" onClick={() => change.mutate({ id: goods.id, url, action: 'cover' })}>
                  设为主图
                </Button>
              )}
              <Popconfirm
                title="确定删除这张图片吗？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => change.mutate({ id: goods.id, url, action: 'remove' })}
              >
                <Button size="small" type="link" danger>
                  删除
                </Button>
              </Popconfirm>
            </div>
          </div>
        ))}
      </Space>
      <Space>
        <Upload accept={PICTURE.accept} showUploadList={false} beforeUpload={pick} disabled={goods.images.length >= GOODS_IMAGES_MAX}>
          <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={goods.images.length >= GOODS_IMAGES_MAX}>
            上传图片
          </Button>
        </Upload>
        <Typography.Text type="secondary">支持 JPG、PNG，单张不超过5MB，最多{GOODS_IMAGES_MAX}张；第一张为主图。</Typography.Text>
      </Space>
    </Space>
  );
}
