import type { Dashboard } from '@yc/contracts';
import { Card, Col, List, Row, Spin, Statistic, Table } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { adminHref } from '../layout/side-menu';
import { useDashboard } from './api';
import { routeTitle } from './route-titles';

// ECharts is most of the page's weight: the figures show while it loads.
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

function Today({ today }: { today: Dashboard['today'] }) {
  const tiles: [string, number | string, string?][] = [
    ['今日订单', today.orders],
    ['今日销售额', yuan(today.sales)],
    ['今日新增门店', today.new_stores],
    ['待审核门店', today.pending_stores, 'stores/review'],
    ['待发货订单', today.to_ship, 'orders?status=paid'],
    ['待处理退货/售后', today.pending_after_sales, 'orders/after-sales'],
  ];
  return (
    <Row gutter={[16, 16]}>
      {tiles.map(([title, value, path]) => (
        <Col span={4} key={title}>
          <Card size="small">
            <Statistic title={path ? <Link to={adminHref({ path })}>{title}</Link> : title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Today's figures, the work waiting, 30 days of sales, the best sellers and the storefront's traffic by page. */
export function DashboardPage() {
  const { data } = useDashboard();
  if (!data) return <Spin />;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Today today={data.today} />
      </Col>
      <Col span={16}>
        <Card title="近30天销售趋势" size="small">
          <Suspense fallback={<Spin />}>
            <SalesChart days={data.sales} />
          </Suspense>
        </Card>
      </Col>
      <Col span={8}>
        <Card title="待审核门店" size="small" extra={<Link to={adminHref({ path: 'stores/review' })}>全部</Link>}>
          <List
            size="small"
            dataSource={data.waiting_stores}
            locale={{ emptyText: '暂无待审核门店' }}
            renderItem={(s) => (
              <List.Item extra={formatSecondsTime(s.created_at)}>
                {/* The link alone on its line: inside running text its blue alone would not set it apart. */}
                <List.Item.Meta title={<Link to={adminHref({ path: `stores/${s.id}` })}>{s.company}</Link>} description={s.province} />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card title="近30天热销商品" size="small">
          <Table
            size="small"
            rowKey="goods_id"
            pagination={false}
            dataSource={data.top_goods}
            columns={[
              { title: '排名', key: 'rank', width: 60, render: (_, __, i) => i + 1 },
              { title: '商品', dataIndex: 'name' },
              { title: '生产厂家', dataIndex: 'manufacturer', ellipsis: true },
              { title: '销量', dataIndex: 'units', width: 80 },
              { title: '销售额', dataIndex: 'sales', width: 120, render: (v: number) => yuan(v) },
            ]}
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card title="商城页面访问量（近30天）" size="small">
          <Table
            size="small"
            rowKey="name"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={data.page_views}
            columns={[
              { title: '页面', dataIndex: 'name', render: (name: string) => routeTitle(name) },
              { title: '今日', dataIndex: 'today', width: 80 },
              { title: '近30天', dataIndex: 'views', width: 100 },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
