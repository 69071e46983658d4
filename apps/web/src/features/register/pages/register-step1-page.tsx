import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { RegisterBody } from '@yc/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { paths } from '../../../config/paths';
import { phoneExistsQueryOptions } from '../api/get-phone-exists';
import { PhoneCodeFields } from '../components/phone-code-fields';
import { RegisterFrame } from '../components/register-frame';
import styles from '../components/register.module.css';
import { FORM_LABELS, PHONE_TAKEN } from '../lib/flows';
import { useRegisterFlow } from '../lib/use-flow';
import { useRegisterDraft, type RegisterDraft } from '../stores/register-draft';

/** Step 1: phone (new to the site), its SMS code, and the password twice. */
export function RegisterStep1Page() {
  const { flow, steps } = useRegisterFlow();
  const [form] = Form.useForm<RegisterDraft>();
  const draft = useRegisterDraft((state) => state.drafts[flow]);
  const pendingErrors = useRegisterDraft((state) => state.step1Errors[flow]);
  const save = useRegisterDraft((state) => state.save);
  const setStep1Errors = useRegisterDraft((state) => state.setStep1Errors);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  // Step 2's registration was refused over a field of this step (wrong code, phone taken meanwhile).
  useEffect(() => {
    const names = Object.keys(pendingErrors);
    if (names.length === 0) return;
    form.setFields(names.map((name) => ({ name: name as keyof RegisterDraft, errors: [pendingErrors[name]] })));
    setStep1Errors(flow, {});
  }, [pendingErrors, form, flow, setStep1Errors]);

  const onFinish = async (values: RegisterDraft) => {
    const phone = String(values.phone ?? '').trim();
    setChecking(true);
    try {
      // The phone may have been taken while the buyer typed: ask once more before going on.
      const { exists } = await queryClient.fetchQuery(phoneExistsQueryOptions(phone));
      if (exists === 1) {
        form.setFields([{ name: 'phone', errors: [PHONE_TAKEN] }]);
        return;
      }
    } catch {
      // A failed look-up is not a refusal; the registration itself checks the phone again.
    } finally {
      setChecking(false);
    }
    save(flow, { ...values, phone, code: String(values.code ?? '').trim() });
    navigate(steps[1]);
  };

  return (
    <RegisterFrame current={0}>
      <Form form={form} name="register-step1" {...FORM_LABELS} initialValues={draft} onFinish={onFinish} autoComplete="off">
        <PhoneCodeFields form={form} purpose="register" />
        <NewPasswordFields noun="密码" label="设置密码" placeholder="请设置登录密码" rule={RegisterBody.shape.password} />
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" block size="large" loading={checking}>
            下一步
          </Button>
          <p className={styles.agreement}>
            点击“下一步”即表示您已阅读并同意<Link to={paths.helpYhxy}>《用户协议》</Link>和<Link to={paths.privacy}>《隐私政策》</Link>
          </p>
        </Form.Item>
      </Form>
    </RegisterFrame>
  );
}
