import { Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { paths } from '../../../config/paths';
import { useForgetVerify } from '../api/forget-verify';
import { ForgetFrame } from '../components/forget-frame';
import { PhoneCodeFields } from '../components/phone-code-fields';
import { FORM_LABELS } from '../lib/flows';
import { useForgetDraft } from '../stores/register-draft';

interface ForgetStep1Values {
  phone: string;
  code: string;
}

/** /forget/step1: the phone of the login and the code sent to it. */
export function ForgetStep1Page() {
  const [form] = Form.useForm<ForgetStep1Values>();
  const phone = useForgetDraft((state) => state.phone);
  const verified = useForgetDraft((state) => state.verified);
  const verify = useForgetVerify();
  const navigate = useNavigate();

  const onFinish = (values: ForgetStep1Values) => {
    const body = { phone: values.phone.trim(), code: values.code.trim() };
    verify.mutate(body, {
      onSuccess: ({ token }) => {
        verified(body.phone, token);
        navigate(paths.forgetStep2);
      },
      onError: (error) => showServerErrors(form, error, ['phone', 'code']),
    });
  };

  return (
    <ForgetFrame current={0}>
      <Form form={form} name="forget-step1" {...FORM_LABELS} initialValues={{ phone }} onFinish={onFinish} autoComplete="off">
        <PhoneCodeFields form={form} purpose="forget" />
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending}>
            下一步
          </Button>
        </Form.Item>
      </Form>
    </ForgetFrame>
  );
}
