import type { WorkQueueSection } from '@yc/contracts';
import { Badge, Card, Col, List, Result, Row, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { formatSecondsTime } from '../../lib/format/time';
import { adminHref } from '../layout/side-menu';
import { useWorkQueue } from './api';

function QueueCard({ section }: { section: WorkQueueSection }) {
  return (
    <Card
      size="small"
      role="region"
      aria-label={section.title}
      title={
        <span>
          {section.title} <Badge count={section.count} overflowCount={999} showZero color={section.count ? '#fa541c' : '#bfbfbf'} />
        </span>
      }
      extra={<Link to={adminHref({ path: section.path })}>全部</Link>}
    >
      <List
        size="small"
        dataSource={section.items}
        locale={{ emptyText: '暂无待办' }}
        renderItem={(item) => (
          <List.Item extra={item.at === null ? null : formatSecondsTime(item.at)}>
            <Link to={adminHref({ path: item.path })}>{item.title}</Link>
            {item.detail && <Typography.Text type="secondary"> · {item.detail}</Typography.Text>}
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Every member's home: the work waiting for their roles, the longest waiting first (an account manager's own stores only). */
export function WorkQueuePage() {
  const { data } = useWorkQueue();
  if (!data) return <Spin />;
  if (data.sections.length === 0) return <Result status="info" title="您的账号暂无待办事项" />;
  return (
    <Row gutter={[16, 16]}>
      {data.sections.map((section) => (
        <Col span={12} key={section.kind}>
          <QueueCard section={section} />
        </Col>
      ))}
    </Row>
  );
}
