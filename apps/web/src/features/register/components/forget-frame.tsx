import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StepFrame } from './step-frame';

const FORGET_STEP_TITLES = ['验证手机号', '设置新密码', '重置成功'] as const;

export function ForgetFrame({ current, children }: { current: number; children: ReactNode }) {
  return (
    <StepFrame
      heading="找回密码"
      steps={FORGET_STEP_TITLES}
      current={current}
      aside={
        <>
          想起密码了？<Link to={paths.login}>去登录</Link>
        </>
      }
    >
      {children}
    </StepFrame>
  );
}
