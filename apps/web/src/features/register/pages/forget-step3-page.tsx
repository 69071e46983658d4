import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ForgetFrame } from '../components/forget-frame';
import { useForgetDraft } from '../stores/register-draft';

/** /forget/step3: done; every session of the login has ended, so the way on is logging in again. */
export function ForgetStep3Page() {
  const navigate = useNavigate();
  const reset = useForgetDraft((state) => state.reset);
  return (
    <ForgetFrame current={2}>
      <Result
        status="success"
        title="密码重置成功"
        subTitle="请使用新密码重新登录。"
        extra={
          <Button
            type="primary"
            size="large"
            onClick={() => {
              reset();
              navigate(paths.login);
            }}
          >
            立即登录
          </Button>
        }
      />
    </ForgetFrame>
  );
}
