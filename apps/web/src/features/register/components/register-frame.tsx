import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StepFrame } from './step-frame';

export const REGISTER_STEP_TITLES = ['验证手机号', '填写企业信息', '注册完成'] as const;

/** The frame of the three registration steps, with the way back to logging in. */
export function RegisterFrame({ current, children }: { current: number; children: ReactNode }) {
  return (
    <StepFrame
      heading="新用户注册"
      steps={REGISTER_STEP_TITLES}
      current={current}
      aside={
        <>
          已有账号？<Link to={paths.login}>立即登录</Link>
        </>
      }
    >
      {children}
    </StepFrame>
  );
}
