import { Alert, App, Button, Checkbox, Descriptions, Form, Input, Skeleton } from 'antd';
import { SignContractBody } from '@yc/contracts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/format/time';
import { useSessionStore } from '../../../stores/session';
import { useContract } from '../api/get-contract';
import { useSignContract } from '../api/sign-contract';
import { FIRST_PAGE_KEY, safeRedirect } from '../lib/return-target';
import styles from './contract-page.module.css';

interface SignValues {
  signer_name?: string;
  /** 1 once the box is ticked, as the contract schema reads it. */
  agree?: number;
}

/** Back where the buyer came from: ?redirect=, else the previous page of the site (the cart step a 459 came from), else home. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const [search] = useSearchParams();
  return () => {
    const target = safeRedirect(search.get('redirect'));
    if (target) navigate(target, { replace: true });
    else if (key !== FIRST_PAGE_KEY) navigate(-1);
    else navigate(paths.home, { replace: true });
  };
}

function SignForm({ onSigned }: { onSigned: () => void }) {
  const [form] = Form.useForm<SignValues>();
  const { message } = App.useApp();
  const name = useSessionStore((state) => state.user?.name ?? '');
  const sign = useSignContract();
  // mutateAsync, not per-call callbacks: the signed contract replaces this form before those would run.
  const onFinish = async (values: SignValues) => {
    try {
      await sign.mutateAsync(SignContractBody.parse(values));
    } catch (error) {
      showServerErrors(form, error, ['signer_name', 'agree']);
      return;
    }
    void message.success('合同签署成功');
    onSigned();
  };
  return (
    <Form
      form={form}
      name="sign-contract"
      layout="vertical"
      initialValues={{ signer_name: name }}
      onFinish={onFinish}
      className={styles.sign}
    >
      <Form.Item name="signer_name" label="签署人姓名" required rules={[zodRule(SignContractBody.shape.signer_name)]}>
        <Input placeholder="请输入签署人姓名" maxLength={20} className={styles.name} />
      </Form.Item>
      <Form.Item
        name="agree"
        getValueProps={(agree: number | undefined) => ({ checked: agree === 1 })}
        getValueFromEvent={(event: { target: { checked: boolean } }) => (event.target.checked ? 1 : 0)}
        rules={[zodRule(SignContractBody.shape.agree)]}
      >
        <Checkbox>我已阅读并同意</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={sign.isPending}>
        签署合同
      </Button>
    </Form>
  );
}

/** /dzht: the yearly purchase contract (code 459 leads here); signing it returns the buyer to where they were. */
export function ContractPage() {
  const { data, isPending } = useContract();
  const goBack = useGoBack();

  return (
    <PageContainer>
      <article className={styles.paper} aria-label="电子合同">
        {isPending || !data ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : (
          <>
            <h1 className={styles.title}>{data.title}</h1>
            <Descriptions
              size="small"
              column={3}
              className={styles.meta}
              items={[
                { key: 'no', label: '合同编号', children: data.contract_no },
                { key: 'company', label: '签约店铺', children: data.company },
                { key: 'period', label: '合同期限', children: `${data.valid_from} 至 ${data.valid_until}` },
              ]}
            />
            {data.signed === 0 && (
              <Alert
                type="warning"
                showIcon
                className={styles.notice}
                title="下单前请先签署本年度电子合同"
                description="请仔细阅读以下合同条款，填写签署人姓名并勾选同意后签署。"
              />
            )}
            <ol className={styles.clauses}>
              {data.clauses.map((clause) => (
                <li key={clause.title} className={styles.clause}>
                  <h2 className={styles.clauseTitle}>{clause.title}</h2>
                  <p className={styles.clauseText}>{clause.text}</p>
                </li>
              ))}
            </ol>
            {data.signed === 1 ? (
              <div className={styles.signed}>
                <Alert
                  type="success"
                  showIcon
                  title="本合同已签署"
                  description={`签署人：${data.signer_name ?? ''}，签署时间：${formatTime(data.signed_at)}`}
                />
                <Button type="primary" size="large" onClick={goBack}>
                  返回继续采购
                </Button>
              </div>
            ) : (
              <SignForm onSigned={goBack} />
            )}
          </>
        )}
      </article>
    </PageContainer>
  );
}
