import { PlusOutlined } from '@ant-design/icons';
import { App, Form, Input, InputNumber, Radio, Select, Table, Upload, type TableColumnsType, type UploadFile } from 'antd';
import {
  AFTER_SALE_IMAGES_MAX,
  AFTER_SALE_TYPE_TEXT,
  AFTER_SALE_TYPES,
  type AfterSaleType,
  type OrderInfo,
  type OrderItemView,
  type OrderLineBatch,
} from '@yc/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LazyImage } from '../../../components/ui/lazy-image';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { yuan } from '../../../lib/format/money';
import { PICTURE, scanRefusal } from '../../../lib/upload/scan-check';
import { uploadReturnImage, useRequestReturn } from '../api/after-sales';
import { requestHref } from '../lib/order-links';
import styles from './orders.module.css';

const REASONS = ['商品破损', '发错货', '质量问题', '近效期或过期', '包装问题', '买多了或不想要了', '其他'];
const DESCRIPTION_MAX = 400;
/** The contract's own message for a request without lines. */
const NO_LINES = '请选择要申请的商品';

/** Units of a batch not yet returned; a line without batch records is bounded by its own count alone. */
const unitsLeft = (batch: OrderLineBatch | undefined): number => (batch ? batch.quantity - batch.returned : Number.POSITIVE_INFINITY);
const firstOpenBatch = (item: OrderItemView): OrderLineBatch | undefined => item.batches.find((b) => b.quantity > b.returned);

interface ReturnValues {
  type: AfterSaleType;
  reason?: string;
  description?: string;
  images?: UploadFile[];
}

interface ReturnDialogProps {
  order: OrderInfo;
  type: AfterSaleType;
  onClose(): void;
}

/**
 * 申请退货 / 申请售后 of a shipped or completed order: which lines and how many of each (at most
 * what is left to ask for), why, and up to six pictures. The pictures go up one after another
 * before the request (the HTTP layer cancels a repeated call to one path in flight).
 */
export function ReturnDialog({ order, type, onClose }: ReturnDialogProps) {
  const [form] = Form.useForm<ReturnValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const ask = useRequestReturn();
  const returnable = order.items.filter((i) => i.returnable_number > 0);
  const [numbers, setNumbers] = useState<Record<number, number>>(() =>
    Object.fromEntries(returnable.map((i) => [i.id, Math.min(i.returnable_number, unitsLeft(firstOpenBatch(i)))])),
  );
  const [picked, setPicked] = useState<number[]>(() => (returnable.length === 1 ? [returnable[0].id] : []));
  // The batch each line's units came from (GSP traces a return to it); the first with units left to return.
  const [batchOf, setBatchOf] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      returnable.flatMap((i) => {
        const batch = firstOpenBatch(i);
        return batch ? [[i.id, batch.batch_id] as const] : [];
      }),
    ),
  );
  /** At most what is left to ask for, and no more than the chosen batch shipped and has not had back. */
  const maxOf = (item: OrderItemView): number =>
    Math.min(item.returnable_number, unitsLeft(item.batches.find((b) => b.batch_id === batchOf[item.id])));
  const [uploading, setUploading] = useState(false);
  const [linesError, setLinesError] = useState<string | null>(null);

  const onFinish = async (values: ReturnValues) => {
    if (picked.length === 0) {
      setLinesError(NO_LINES);
      return;
    }
    const reason = values.description?.trim() ? `${values.reason}：${values.description.trim()}` : (values.reason ?? '');
    setUploading(true);
    try {
      const images: string[] = [];
      for (const file of values.images ?? []) {
        if (file.originFileObj) images.push((await uploadReturnImage(file.originFileObj)).url);
      }
      const items = picked.map((id) => ({
        order_item_id: id,
        number: numbers[id] ?? 1,
        ...(batchOf[id] ? { batch_id: batchOf[id] } : {}),
      }));
      const request = await ask.mutateAsync({ order_id: order.id, type: values.type, items, reason, images });
      void message.success('申请已提交，请等待平台审核');
      onClose();
      navigate(requestHref(request.type, request.id));
    } catch (error) {
      showServerErrors(form, error, ['reason', 'images']);
    } finally {
      setUploading(false);
    }
  };

  const columns: TableColumnsType<OrderItemView> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, item) => (
        <span className={styles.goodsCell}>
          <LazyImage src={item.image} alt={item.name} width={40} height={40} />
          <span className={styles.lineText}>
            <span className={styles.lineName}>{item.name}</span>
            <span className={styles.lineMeta}>
              {item.ypgg} · {yuan(item.price)}
            </span>
          </span>
        </span>
      ),
    },
    {
      title: '批号',
      key: 'batch',
      width: 170,
      render: (_, item) =>
        item.batches.length === 0 ? (
          '—'
        ) : (
          <Select<number>
            size="small"
            value={batchOf[item.id]}
            onChange={(batchId) => {
              setBatchOf((current) => ({ ...current, [item.id]: batchId }));
              const left = unitsLeft(item.batches.find((b) => b.batch_id === batchId));
              setNumbers((current) => ({ ...current, [item.id]: Math.min(current[item.id] ?? 1, left) }));
            }}
            options={item.batches.map((b) => ({
              value: b.batch_id,
              label: `${b.batch_no}（至 ${b.expires_on}）`,
              disabled: b.quantity <= b.returned,
            }))}
            aria-label={`${item.name}退回批号`}
            style={{ width: 160 }}
          />
        ),
    },
    {
      title: '可申请',
      key: 'left',
      width: 80,
      render: (_, item) => `${item.returnable_number}${item.bzdw}`,
    },
    {
      title: '申请数量',
      key: 'number',
      width: 110,
      render: (_, item) => (
        <InputNumber<number>
          size="small"
          min={1}
          max={maxOf(item)}
          precision={0}
          value={numbers[item.id]}
          onChange={(value) => value && setNumbers((current) => ({ ...current, [item.id]: value }))}
          aria-label={`${item.name}申请数量`}
          style={{ width: 80 }}
        />
      ),
    },
  ];

  return (
    <FormDialog form={form} onClose={onClose} title={`申请${AFTER_SALE_TYPE_TEXT[type]}`} width={820} okText="提交申请" busy={uploading}>
      <Form
        form={form}
        name="return-request"
        labelCol={{ flex: '90px' }}
        wrapperCol={{ flex: 'auto' }}
        initialValues={{ type }}
        onFinish={(values) => void onFinish(values)}
        onFinishFailed={() => picked.length === 0 && setLinesError(NO_LINES)}
      >
        <Form.Item name="type" label="申请类型" required>
          <Radio.Group options={AFTER_SALE_TYPES.map((value) => ({ value, label: AFTER_SALE_TYPE_TEXT[value] }))} />
        </Form.Item>
        <p className={styles.formNote}>
          退货：退回商品并退款；售后：商品留用，就质量、效期等问题申请补偿退款。退款按实付金额计算，原路退回。
        </p>
        <Form.Item label="申请商品" required validateStatus={linesError ? 'error' : undefined} help={linesError}>
          <Table<OrderItemView>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={returnable}
            pagination={false}
            rowSelection={{
              selectedRowKeys: picked,
              onChange: (keys) => {
                setPicked(keys.map(Number));
                setLinesError(null);
              },
              getCheckboxProps: (item) => ({ 'aria-label': `选择${item.name}` }),
            }}
          />
        </Form.Item>
        <Form.Item name="reason" label="申请原因" rules={[{ required: true, message: '请选择申请原因' }]}>
          <Select placeholder="请选择申请原因" options={REASONS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="description" label="问题描述">
          <Input.TextArea
            placeholder="请描述商品的问题，便于平台尽快审核"
            maxLength={DESCRIPTION_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 5 }}
          />
        </Form.Item>
        <Form.Item
          name="images"
          label="图片凭证"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(0, AFTER_SALE_IMAGES_MAX)}
          extra={`最多${AFTER_SALE_IMAGES_MAX}张，支持 jpg、png 格式，每张不超过5MB`}
          rules={[
            {
              validator: async (_rule, files: UploadFile[] | undefined) => {
                for (const file of files ?? []) {
                  const refusal = await scanRefusal(file.originFileObj, { pictureOnly: true });
                  if (refusal) throw new Error(`${file.name}：${refusal}`);
                }
              },
            },
          ]}
        >
          <Upload listType="picture-card" accept={PICTURE.accept} multiple maxCount={AFTER_SALE_IMAGES_MAX} beforeUpload={() => false}>
            <button type="button" className={styles.uploadButton}>
              <PlusOutlined />
              <span>上传图片</span>
            </button>
          </Upload>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
