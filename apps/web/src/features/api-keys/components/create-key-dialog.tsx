import { Form, Input } from 'antd';
import { CreateApiKeyBody, type CreatedApiKey } from '@yc/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { useCreateApiKey } from '../api/create-api-key';

/** Names a new key after the system that will use it (金蝶ERP, 门店收银). */
export function CreateKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const [form] = Form.useForm<CreateApiKeyBody>();
  const create = useCreateApiKey();
  const onFinish = ({ name }: CreateApiKeyBody) =>
    create.mutate({ name: name.trim() }, { onSuccess: onCreated, onError: (error) => showServerErrors(form, error, ['name']) });
  return (
    <FormDialog form={form} onClose={onClose} title="创建 API 密钥" okText="创建" busy={create.isPending}>
      <Form form={form} name="api-key-create" layout="vertical" onFinish={onFinish}>
        <Form.Item name="name" label="密钥名称" required rules={[zodRule(CreateApiKeyBody.shape.name)]} extra="写明使用它的系统，便于日后识别和撤销">
          <Input placeholder="如：金蝶ERP" maxLength={30} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
