import { LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { STAFF_ROLE_TEXT, type StaffMe } from '@yc/contracts';
import { Button, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAdminLogout } from '../api/session';
import styles from './admin-layout.module.css';

export function TopBar({ title, me }: { title: string; me: StaffMe }) {
  const navigate = useNavigate();
  const logout = useAdminLogout();
  return (
    <header className={styles.top}>
      <h1 className={styles.title}>{title}</h1>
      <Space size="middle">
        <Button type="link" icon={<ShopOutlined />} href={paths.home} target="_blank">
          访问商城
        </Button>
        <Space size={4}>
          <UserOutlined />
          <span>{me.name}</span>
          {me.roles.map((r) => (
            <Tag key={r} color="blue">
              {STAFF_ROLE_TEXT[r]}
            </Tag>
          ))}
        </Space>
        <Button
          icon={<LogoutOutlined />}
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.adminLogin, { replace: true }) })}
        >
          退出登录
        </Button>
      </Space>
    </header>
  );
}
