import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session';
import { RegisterFrame } from '../components/register-frame';
import styles from '../components/register.module.css';
import { useRegisterFlow } from '../lib/use-flow';
import { useRegisterDraft } from '../stores/register-draft';

interface RegisterStep3PageProps {
  /** The certificate upload form, from the member feature (routes compose features). */
  uploader?: ReactNode;
}

/** Step 3: registered and logged in; qualifications can be uploaded right here, and review is explained. */
export function RegisterStep3Page({ uploader }: RegisterStep3PageProps) {
  const { flow, steps } = useRegisterFlow();
  const company = useRegisterDraft((state) => state.registered[flow]);
  const status = useSessionStore((state) => state.status);
  const sessionCompany = useSessionStore((state) => state.user?.company);
  const navigate = useNavigate();

  // Reached without registering here: a member (a reload after registering) may stay, a visitor starts over.
  if (!company && status === 'visitor') return <Navigate to={steps[0]} replace />;
  if (!company && status === 'unknown') {
    return (
      <RegisterFrame current={2}>
        <Spin>
          <div style={{ height: 200 }} />
        </Spin>
      </RegisterFrame>
    );
  }

  return (
    <RegisterFrame current={2}>
      <div className={styles.wide}>
        <div className={styles.doneHead}>
          <CheckCircleFilled className={styles.doneIcon} />
          <div>
            <h2 className={styles.doneTitle}>注册成功！</h2>
            <p className={styles.doneText}>{company ?? sessionCompany}，欢迎加入药采云，您已自动登录。</p>
          </div>
        </div>
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title="资质审核中"
          description="请上传营业执照、药品经营许可证等资质证件，平台将在1-2个工作日内完成审核。审核通过前，商品价格显示为“资质审核中”，暂不能加入购物车和下单；审核结果会通过站内消息通知您。"
        />
        {uploader && (
          <div className={styles.uploadBox}>
            <h3 className={styles.uploadTitle}>上传资质证件</h3>
            {uploader}
          </div>
        )}
        <div className={styles.done}>
          <Button type="primary" size="large" onClick={() => navigate(paths.home)}>
            返回首页
          </Button>
          <Button size="large" onClick={() => navigate(paths.zzzj)}>
            查看我的资质
          </Button>
        </div>
      </div>
    </RegisterFrame>
  );
}
