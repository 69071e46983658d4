import { Button, Form, Input, Radio } from 'antd';
import { CUSTOMER_TYPES, RegisterBody } from '@yc/contracts';
import { Navigate, useNavigate } from 'react-router';
import { serverFieldErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { ProvinceSelect } from '../../../components/ui/province-select';
import { useRegister } from '../api/register';
import { RegisterFrame } from '../components/register-frame';
import styles from '../components/register.module.css';
import { FORM_LABELS, STEP1_FIELDS, STEP2_FIELDS } from '../lib/flows';
import { useRegisterFlow } from '../lib/use-flow';
import { useRegisterDraft, type RegisterDraft } from '../stores/register-draft';

const field = (draft: RegisterDraft, name: keyof RegisterDraft): string => String(draft[name] ?? '').trim();

/** Step 2: the company the store registers, then the registration itself (which logs the buyer in). */
export function RegisterStep2Page() {
  const { flow, steps } = useRegisterFlow();
  const [form] = Form.useForm<RegisterDraft>();
  const draft = useRegisterDraft((state) => state.drafts[flow]);
  const save = useRegisterDraft((state) => state.save);
  const setStep1Errors = useRegisterDraft((state) => state.setStep1Errors);
  const finish = useRegisterDraft((state) => state.finish);
  const registered = useRegisterDraft((state) => state.registered[flow]);
  const navigate = useNavigate();
  const registering = useRegister();

  // Registered already (the draft's secrets are gone): the way on is step 3; nothing typed yet: step 1.
  if (registered) return <Navigate to={steps[2]} replace />;
  if (!draft.phone || !draft.code || !draft.password) return <Navigate to={steps[0]} replace />;

  const back = () => {
    save(flow, form.getFieldsValue());
    navigate(steps[0]);
  };

  /** Shows field errors where they belong: step 1's go back there, this step's under its fields. */
  const backWith = (errors: Record<string, string>): void => {
    const early = STEP1_FIELDS.filter((name) => errors[name] !== undefined);
    if (early.length === 0) {
      form.setFields(STEP2_FIELDS.filter((name) => errors[name] !== undefined).map((name) => ({ name, errors: [errors[name]] })));
      return;
    }
    setStep1Errors(flow, Object.fromEntries(early.map((name) => [name, errors[name]])));
    navigate(steps[0]);
  };

  const onFinish = (values: RegisterDraft) => {
    save(flow, values);
    const all = { ...draft, ...values };
    const parsed = RegisterBody.safeParse({
      phone: field(all, 'phone'),
      code: field(all, 'code'),
      password: String(all.password ?? ''),
      company: field(all, 'company'),
      contact_name: field(all, 'contact_name'),
      province: field(all, 'province'),
      city: field(all, 'city'),
      address: field(all, 'address'),
      customer_type: all.customer_type,
      email: field(all, 'email'),
      landline: field(all, 'landline'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      backWith({ [String(issue.path[0])]: issue.message });
      return;
    }
    const body = parsed.data;
    registering.mutate(body, {
      onSuccess: () => {
        finish(flow, body.company);
        navigate(steps[2], { replace: true });
      },
      onError: (error) => {
        backWith(serverFieldErrors(error));
      },
    });
  };

  return (
    <RegisterFrame current={1}>
      <Form form={form} name="register-step2" {...FORM_LABELS} initialValues={draft} onFinish={onFinish} autoComplete="off">
        <Form.Item name="company" label="企业名称" required rules={[zodRule(RegisterBody.shape.company)]}>
          <Input placeholder="与营业执照一致的企业名称" maxLength={100} />
        </Form.Item>
        <Form.Item name="contact_name" label="联系人" required rules={[zodRule(RegisterBody.shape.contact_name)]}>
          <Input placeholder="请输入联系人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item label="所在地区" required className={styles.region}>
          <div className={styles.actions}>
            <Form.Item name="province" noStyle rules={[zodRule(RegisterBody.shape.province)]}>
              <ProvinceSelect aria-label="所在省份" />
            </Form.Item>
            <Form.Item name="city" noStyle rules={[zodRule(RegisterBody.shape.city)]}>
              <Input placeholder="请输入所在城市" aria-label="所在城市" maxLength={20} />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item name="address" label="详细地址" required rules={[zodRule(RegisterBody.shape.address)]}>
          <Input placeholder="街道、门牌号等" maxLength={200} />
        </Form.Item>
        <Form.Item name="customer_type" label="客户类型" required rules={[zodRule(RegisterBody.shape.customer_type)]}>
          <Radio.Group options={CUSTOMER_TYPES.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
        <Form.Item name="email" label="电子邮箱" rules={[zodRule(RegisterBody.shape.email)]}>
          <Input placeholder="选填，例如 name@example.com" maxLength={100} />
        </Form.Item>
        <Form.Item name="landline" label="固定电话" rules={[zodRule(RegisterBody.shape.landline)]}>
          <Input placeholder="选填，例如 010-12345678" maxLength={13} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <div className={styles.actions}>
            <Button size="large" onClick={back}>
              上一步
            </Button>
            <Button type="primary" htmlType="submit" size="large" loading={registering.isPending}>
              提交注册
            </Button>
          </div>
        </Form.Item>
      </Form>
    </RegisterFrame>
  );
}
