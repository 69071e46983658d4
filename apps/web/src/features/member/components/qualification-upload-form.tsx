import { UploadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { QUALIFICATION_TYPES, QualificationUploadFields, type Qualification } from '@yc/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { useUploadQualification } from '../api/upload-qualification';
import { SCAN_ACCEPT, SCAN_MESSAGES, scanRefusal } from '../../../lib/upload/scan-check';
import styles from './member.module.css';

interface UploadValues {
  type?: string;
  number?: string;
  expires_at?: string;
  file?: UploadFile[];
}

interface QualificationUploadFormProps {
  /** Preselects a type (re-uploading one certificate). */
  initialType?: string;
  onUploaded?: (qualification: Qualification) => void;
  onCancel?: () => void;
  submitText?: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';
const TYPE_OPTIONS = QUALIFICATION_TYPES.map((type) => ({ value: type, label: type }));

/** One certificate: type, number, expiry and the scan (jpg, png or pdf up to 5 MB, checked here as the server checks it). */
export function QualificationUploadForm({ initialType, onUploaded, onCancel, submitText = '提交审核' }: QualificationUploadFormProps) {
  const [form] = Form.useForm<UploadValues>();
  const { message } = App.useApp();
  const upload = useUploadQualification();

  const onFinish = (values: UploadValues) => {
    const fields = QualificationUploadFields.parse({ type: values.type, number: values.number, expires_at: values.expires_at });
    const file = values.file?.[0]?.originFileObj;
    if (!file) return;
    upload.mutate(
      { fields, file },
      {
        onSuccess: (qualification) => {
          void message.success('上传成功，请等待审核');
          form.resetFields();
          onUploaded?.(qualification);
        },
        onError: (error) => showServerErrors(form, error, ['type', 'number', 'expires_at', 'file']),
      },
    );
  };

  return (
    <Form
      form={form}
      name="qualification-upload"
      labelCol={{ flex: '96px' }}
      wrapperCol={{ flex: 'auto' }}
      initialValues={{ type: initialType }}
      onFinish={onFinish}
      className={styles.uploadForm}
    >
      <Form.Item name="type" label="证件类型" required rules={[zodRule(QualificationUploadFields.shape.type)]}>
        <Select placeholder="请选择证件类型" options={TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item name="number" label="证件编号" required rules={[zodRule(QualificationUploadFields.shape.number)]}>
        <Input placeholder="请输入证件上的编号" maxLength={60} />
      </Form.Item>
      <Form.Item
        name="expires_at"
        label="有效期至"
        required
        rules={[zodRule(QualificationUploadFields.shape.expires_at)]}
        getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : undefined })}
        normalize={(value: Dayjs | null) => (value ? value.format(DAY_FORMAT) : undefined)}
      >
        <DatePicker
          placeholder="请选择有效期截止日期"
          format={DAY_FORMAT}
          disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
          className={styles.fullWidth}
        />
      </Form.Item>
      <Form.Item
        name="file"
        label="证件扫描件"
        required
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        extra="支持 jpg、png、pdf 格式，大小不超过5MB"
        rules={[
          {
            validator: async (_rule, value: UploadFile[] | undefined) => {
              const file = value?.[0]?.originFileObj;
              const refusal = file ? await scanRefusal(file) : SCAN_MESSAGES.missing;
              if (refusal) throw new Error(refusal);
            },
          },
        ]}
      >
        <Upload accept={SCAN_ACCEPT} maxCount={1} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
      </Form.Item>
      <Form.Item label=" " colon={false} className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          {submitText}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} className={styles.gapLeft}>
            取消
          </Button>
        )}
      </Form.Item>
    </Form>
  );
}
