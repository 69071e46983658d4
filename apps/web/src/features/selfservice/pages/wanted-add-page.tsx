import { App, Button, Form, Input, InputNumber } from 'antd';
import { WantedBody } from '@yc/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { SIDE_LABELS, SubmitRow } from '../../../components/ui/form/submit-row';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { useCreateWanted } from '../api/create-wanted';
import { wantedInfoHref } from '../lib/wanted';
import styles from './selfservice.module.css';

interface WantedValues {
  name?: string;
  spec?: string;
  manufacturer?: string;
  quantity?: number;
  expected_price?: number | null;
  remark?: string;
}

const FIELDS = ['name', 'spec', 'manufacturer', 'quantity', 'expected_price', 'remark'] as const;

/** /pzqg/add: a product-wanted request; it opens its own detail once filed. */
export function WantedAddPage() {
  const [form] = Form.useForm<WantedValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateWanted();
  // A search that found nothing sends its query here as ?name=.
  const [search] = useSearchParams();
  const prefilled = search.get('name')?.trim() || undefined;

  const onFinish = (values: WantedValues) =>
    create.mutate(WantedBody.parse({ ...values, expected_price: values.expected_price ?? undefined }), {
      onSuccess: (wanted) => {
        void message.success('求购信息已提交');
        navigate(wantedInfoHref(wanted.id), { replace: true });
      },
      onError: (error) => showServerErrors(form, error, FIELDS),
    });

  return (
    <SectionPanel title="发布求购">
      <Form form={form} name="wanted" {...SIDE_LABELS} initialValues={{ name: prefilled }} onFinish={onFinish} className={styles.formBlock}>
        <Form.Item name="name" label="商品名称" required rules={[zodRule(WantedBody.shape.name)]}>
          <Input placeholder="通用名或商品名" maxLength={100} />
        </Form.Item>
        <Form.Item name="spec" label="规格" rules={[zodRule(WantedBody.shape.spec)]}>
          <Input placeholder="选填，例如 0.25g*24粒" maxLength={100} />
        </Form.Item>
        <Form.Item name="manufacturer" label="生产厂家" rules={[zodRule(WantedBody.shape.manufacturer)]}>
          <Input placeholder="选填" maxLength={100} />
        </Form.Item>
        <Form.Item name="quantity" label="求购数量" required rules={[zodRule(WantedBody.shape.quantity)]}>
          <InputNumber<number> min={1} precision={0} placeholder="请输入数量" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="expected_price" label="期望单价" rules={[zodRule(WantedBody.shape.expected_price)]}>
          <InputNumber<number> min={0} precision={2} prefix="¥" placeholder="选填" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[zodRule(WantedBody.shape.remark)]}>
          <Input.TextArea
            placeholder="选填，可补充包装、效期、到货时间等要求"
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
        <SubmitRow
          loading={create.isPending}
          after={
            <Button style={{ marginLeft: 8 }} onClick={() => navigate(paths.pzqg)}>
              返回列表
            </Button>
          }
        >
          提交求购
        </SubmitRow>
      </Form>
    </SectionPanel>
  );
}
