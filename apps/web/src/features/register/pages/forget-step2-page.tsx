import { App, Button, Form } from 'antd';
import { ForgetResetBody, Msg } from '@yc/contracts';
import { Navigate, useNavigate } from 'react-router';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { paths } from '../../../config/paths';
import { useForgetReset } from '../api/forget-reset';
import { ForgetFrame } from '../components/forget-frame';
import { FORM_LABELS } from '../lib/flows';
import { useForgetDraft } from '../stores/register-draft';

interface ForgetStep2Values {
  password: string;
  confirm: string;
}

/** /forget/step2: the new password, set with step 1's one-time token. */
export function ForgetStep2Page() {
  const [form] = Form.useForm<ForgetStep2Values>();
  const { modal } = App.useApp();
  const { phone, token, done, finish, reset } = useForgetDraft();
  const navigate = useNavigate();
  // An expired token cannot be mended here: the alert leads back to verifying the phone.
  const resetting = useForgetReset({
    onBizError: (error) =>
      modal.warning({
        title: Msg.ALERT_TITLE,
        content: error.message,
        onOk: () => {
          reset();
          navigate(paths.forgetStep1);
        },
      }),
  });

  if (done) return <Navigate to={paths.forgetStep3} replace />;
  if (!token) return <Navigate to={paths.forgetStep1} replace />;

  const onFinish = (values: ForgetStep2Values) => {
    resetting.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          finish();
          navigate(paths.forgetStep3, { replace: true });
        },
        onError: (error) => showServerErrors(form, error, ['password']),
      },
    );
  };

  return (
    <ForgetFrame current={1}>
      <Form form={form} name="forget-step2" {...FORM_LABELS} onFinish={onFinish} autoComplete="off">
        <Form.Item label="手机号">
          <span>{phone}</span>
        </Form.Item>
        <NewPasswordFields noun="新密码" placeholder="请输入新密码" rule={ForgetResetBody.shape.password} />
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" block size="large" loading={resetting.isPending}>
            确认修改
          </Button>
        </Form.Item>
      </Form>
    </ForgetFrame>
  );
}
