import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Spin } from 'antd';
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
  /** The store's review state as it stands (审核中 / 已通过 / 驳回 with the reason), from the member feature. */
  review?: (className: string) => ReactNode;
}

/** Step 3: registered and logged in; qualifications can be uploaded right here, and review is explained. */
export function RegisterStep3Page({ uploader, review }: RegisterStep3PageProps) {
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
        {review?.(styles.notice)}
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
