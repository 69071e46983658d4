import { Alert, Button } from 'antd';
import { PAY_PASSWORD_UNSET } from '@yc/contracts';
import { Link } from 'react-router';
import { payPasswordHref } from '../../config/paths';

/** The way to 账户安全 for a buyer who has no 支付密码 yet (also the action of the server's refusal saying so). */
export const SetPayPasswordLink = () => (
  <Link to={payPasswordHref}>
    <Button size="small">去设置支付密码</Button>
  </Link>
);

/** Shown where a wallet or credit payment would ask for the 支付密码 the login has not set. */
export const PayPasswordUnsetAlert = ({ className }: { className?: string }) => (
  <Alert type="warning" showIcon className={className} title={PAY_PASSWORD_UNSET} action={<SetPayPasswordLink />} />
);
