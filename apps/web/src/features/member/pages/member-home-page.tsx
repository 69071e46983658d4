import { CustomerServiceOutlined, RightOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Avatar, Badge, Empty, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/format/time';
import { useSessionStore } from '../../../stores/session';
import { useMessages } from '../api/get-messages';
import { useQualifications } from '../api/get-qualifications';
import styles from './member-home-page.module.css';

const RECENT_MESSAGES = 5;
const REVIEW_COLOR: Record<string, string> = { pending: 'orange', passed: 'green', rejected: 'red' };

function QualificationState() {
  const { data } = useQualifications();
  if (!data) return <Skeleton.Button active size="small" />;
  const expiring = data.list.filter((q) => q.expiry_warning === 1).length;
  return (
    <span className={styles.review}>
      <Tag color={REVIEW_COLOR[data.status] ?? 'default'}>{data.status === 'pending' ? '资质审核中' : `资质${data.status_text}`}</Tag>
      {expiring > 0 && <span className={styles.expiring}>{expiring} 个证件即将到期或已过期</span>}
      <Link to={paths.zzzj} className={styles.more}>
        查看资质 <RightOutlined />
      </Link>
    </span>
  );
}

function RecentMessages() {
  const { data, isPending } = useMessages({ page: 1, page_size: RECENT_MESSAGES });
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!data || data.list.length === 0) return <Empty description="暂无消息" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className={styles.messages}>
      {data.list.map((item) => (
        <li key={item.id} className={styles.message}>
          <Badge status={item.is_read ? 'default' : 'error'} />
          <Link to={paths.wdxx} className={item.is_read ? styles.read : styles.unread}>
            {item.title}
          </Link>
          <span className={styles.messageText}>{item.content}</span>
          <time className={styles.time}>{formatTime(item.created_at)}</time>
        </li>
      ))}
    </ul>
  );
}

interface MemberHomePageProps {
  /** Balance, credit, points and coupons, from the wallet feature (routes compose features). */
  wallet?: ReactNode;
  /** Orders by state and the latest orders, from the orders feature. */
  orders?: ReactNode;
}

/** /user: the member centre's front page. */
export function MemberHomePage({ wallet, orders }: MemberHomePageProps) {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const dedicated = user.admin.is_default === 0;

  return (
    <>
      <SectionPanel title="会员中心">
        <div className={styles.profile}>
          <Avatar size={72} src={user.face || undefined} className={styles.avatar}>
            {user.company.slice(0, 1)}
          </Avatar>
          <div className={styles.who}>
            <div className={styles.company}>
              {user.company}
              <Tag color="gold">{user.rank}</Tag>
              {user.customer && <Tag>{user.customer}</Tag>}
            </div>
            <div className={styles.line}>
              <span>联系人：{user.name}</span>
              <span>手机号：{user.phone}</span>
              <span>登录账号：{user.username}</span>
            </div>
            <div className={styles.line}>
              <span>收货地址：{user.address || '未设置'}</span>
            </div>
            <div className={styles.line}>
              <SafetyCertificateOutlined /> <QualificationState />
            </div>
          </div>
          <div className={styles.manager} aria-label="客户经理">
            <CustomerServiceOutlined className={styles.managerIcon} />
            <div>
              <div className={styles.managerLabel}>{dedicated ? '专属客户经理' : '客户经理'}</div>
              <div className={styles.managerName}>{user.admin.name || '客服中心'}</div>
              <div className={styles.managerPhone}>{user.admin.phone || user.common_config.hot_line}</div>
            </div>
          </div>
        </div>
      </SectionPanel>
      {wallet}
      {orders}
      <SectionPanel
        level={2}
        title={<>最新消息 {user.message_count > 0 && <Badge count={user.message_count} size="small" />}</>}
        extra={
          <Link to={paths.wdxx} className={styles.more}>
            查看全部 <RightOutlined />
          </Link>
        }
      >
        <RecentMessages />
      </SectionPanel>
    </>
  );
}
