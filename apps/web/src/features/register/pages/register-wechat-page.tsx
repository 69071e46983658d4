import { WechatOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import styles from '../components/register.module.css';

/** /register/wechat: a WeChat login starts from an account, so the buyer registers by phone first and binds WeChat after. */
export function RegisterWechatPage() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <section className={styles.frame} aria-label="微信注册">
        <Result
          icon={<WechatOutlined style={{ color: '#07c160' }} />}
          title={<h1 className={styles.heading}>微信注册</h1>}
          subTitle="请先使用手机号完成注册；注册成功后，在“账户中心 - 绑定微信”中扫码绑定，之后即可使用微信扫码登录。"
          extra={[
            <Button key="phone" type="primary" onClick={() => navigate(paths.registerStep1)}>
              手机号注册
            </Button>,
            <Button key="login" onClick={() => navigate(paths.login)}>
              已有账号，去登录
            </Button>,
          ]}
        />
      </section>
    </PageContainer>
  );
}
