import { App, Button, Form, Input, Radio } from 'antd';
import { AcceptInviteBody, type InviteChoice } from '@yc/contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { SmsCodeField } from '../../../components/ui/form/sms-code-field';
import { validatedPhone } from '../../../components/ui/form/validated-phone';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { FormFrame } from '../../../components/ui/form-frame';
import { PageContainer } from '../../../components/ui/page-container';
import { loginHref, paths } from '../../../config/paths';
import { useAcceptInvite } from '../api/accept-invite';
import { sendInviteCode } from '../api/send-invite-code';
import styles from '../components/company.module.css';

interface AcceptValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  invite_id?: number;
}

const FIELDS = ['phone', 'code', 'password'] as const;

/**
 * /qyyq 加入企业: the invited phone proves itself with the SMS code the invitation sent (or a new one)
 * and sets its password; then it logs in with its own phone and password. When several companies
 * invited the phone, the server names them once the code checks, and the invitee chooses one here.
 */
export function InviteAcceptPage() {
  const [form] = Form.useForm<AcceptValues>();
  const [search] = useSearchParams();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const [choices, setChoices] = useState<InviteChoice['invites'] | null>(null);
  const chosen = Form.useWatch('invite_id', form);

  const onFinish = (values: AcceptValues) =>
    accept.mutate(
      { phone: values.phone.trim(), code: values.code.trim(), password: values.password, invite_id: values.invite_id },
      {
        onSuccess: (outcome) => {
          if ('choose' in outcome) {
            setChoices(outcome.choose);
            return;
          }
          void message.success(`已加入${outcome.joined.company}，请用手机号和新密码登录`);
          navigate(loginHref(paths.user), { replace: true });
        },
        onError: (error) => showServerErrors(form, error, FIELDS),
      },
    );

  return (
    <PageContainer>
      <FormFrame
        heading="加入企业"
        aside={
          <>
            已有账号？<Link to={paths.login}>去登录</Link>
          </>
        }
      >
        <p className={styles.frameIntro}>
          {choices
            ? `您收到了${choices.length}家企业的邀请：${choices.map((c) => c.company).join('、')}。请选择要加入的企业后再次提交。`
            : '企业负责人邀请您加入企业采购账号（短信中写明了邀请您的企业）。请输入收到邀请短信的手机号和验证码，并设置登录密码。'}
        </p>
        <Form
          form={form}
          name="company-invite-accept"
          className={styles.frameBody}
          labelCol={{ flex: '100px' }}
          wrapperCol={{ flex: 'auto' }}
          initialValues={{ phone: search.get('phone') ?? '' }}
          onFinish={onFinish}
          autoComplete="off"
        >
          <Form.Item name="phone" label="手机号" required rules={[zodRule(AcceptInviteBody.shape.phone)]}>
            <Input placeholder="收到邀请的11位手机号" maxLength={11} autoComplete="tel" />
          </Form.Item>
          {choices && (
            <Form.Item name="invite_id" label="加入企业" rules={[{ required: true, message: '请选择要加入的企业' }]}>
              <Radio.Group options={choices.map((c) => ({ value: c.id, label: c.company }))} />
            </Form.Item>
          )}
          <SmsCodeField
            send={(phone) => sendInviteCode({ phone, invite_id: chosen })}
            phone={() => validatedPhone(form)}
            onSendError={(error) => showServerErrors(form, error, ['phone'])}
          />
          <NewPasswordFields noun="密码" label="设置密码" placeholder="请设置登录密码" rule={AcceptInviteBody.shape.password} />
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending}>
              加入企业
            </Button>
          </Form.Item>
        </Form>
      </FormFrame>
    </PageContainer>
  );
}
