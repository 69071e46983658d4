import { Empty, Progress, Skeleton, Table, Tag } from 'antd';
import { OVERVIEW_MONTHS, type CompanyOverview, type OverviewStore } from '@yc/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { useCompanyOverview } from '../api/get-company-overview';
import styles from '../components/company.module.css';

// ECharts is most of this page's weight: it comes after the figures, and never with the rest of the member centre.
const charts = () => import('../components/overview-charts');
const SpendByMonthChart = lazy(async () => ({ default: (await charts()).SpendByMonthChart }));
const TopGoodsChart = lazy(async () => ({ default: (await charts()).TopGoodsChart }));

/** Sums yuan amounts through fen, so six months of stores add up to the fen. */
const sumYuan = (amounts: readonly number[]) => amounts.reduce((fen, a) => fen + Math.round(a * 100), 0) / 100;

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <strong className={styles.tileValue}>{children}</strong>
    </div>
  );
}

function Chart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} className={styles.chart}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>{children}</Suspense>
    </div>
  );
}

const creditCell = (s: OverviewStore) =>
  s.credit_limit === 0 ? (
    <span className={styles.muted}>未开通</span>
  ) : (
    <div className={styles.credit}>
      <span>
        {yuan(s.credit_used)} / {yuan(s.credit_limit)}
      </span>
      <Progress
        percent={Math.min(100, Math.round((s.credit_used / s.credit_limit) * 100))}
        size="small"
        status={s.credit_used >= s.credit_limit ? 'exception' : 'normal'}
        aria-label={`${s.company}账期使用比例`}
      />
    </div>
  );

function Figures({ overview }: { overview: CompanyOverview }) {
  const { stores } = overview;
  const waiting = stores.reduce((n, s) => n + s.open_approvals, 0);
  return (
    <>
      <SectionPanel
        title="总部看板"
        extra={
          <span className={styles.muted}>
            近{OVERVIEW_MONTHS}个月，您担任负责人的 {stores.length} 家店铺
          </span>
        }
      >
        <div className={styles.tiles} role="group" aria-label="汇总">
          <Tile label="采购额（已付款）">{yuan(sumYuan(stores.map((s) => s.spend)))}</Tile>
          <Tile label="订单数">{stores.reduce((n, s) => n + s.orders, 0)}</Tile>
          <Tile label="待审批订单">{waiting > 0 ? <Link to={paths.dspdd}>{waiting}</Link> : 0}</Tile>
          <Tile label="账期已用">{yuan(sumYuan(stores.map((s) => s.credit_used)))}</Tile>
        </div>
        <h2 className={styles.chartTitle}>各店铺月度采购额</h2>
        <Chart label="各店铺月度采购额柱状图">
          <SpendByMonthChart overview={overview} />
        </Chart>
      </SectionPanel>
      <SectionPanel title="店铺概况" level={2}>
        <Table<OverviewStore>
          rowKey="store_id"
          size="middle"
          pagination={false}
          dataSource={stores}
          columns={[
            { title: '店铺', dataIndex: 'company' },
            { title: '订单数', dataIndex: 'orders', width: 80 },
            { title: '采购额', dataIndex: 'spend', width: 130, render: (v: number) => yuan(v) },
            { title: '本月', key: 'month', width: 120, render: (_, s) => yuan(s.spend_by_month.at(-1) ?? 0) },
            {
              title: '待审批',
              dataIndex: 'open_approvals',
              width: 80,
              render: (n: number) => (n > 0 ? <Tag color="orange">{n}</Tag> : 0),
            },
            { title: '账期（已用 / 额度）', key: 'credit', width: 230, render: (_, s) => creditCell(s) },
          ]}
        />
      </SectionPanel>
      <SectionPanel title="采购额前十的商品" level={2}>
        {overview.top_goods.length === 0 ? (
          <Empty description={`近${OVERVIEW_MONTHS}个月还没有已付款的订单`} />
        ) : (
          <div className={styles.topGoods}>
            <Chart label="采购额前十的商品条形图">
              <TopGoodsChart goods={overview.top_goods} />
            </Chart>
            <ol className={styles.goodsList} aria-label="采购额前十的商品">
              {overview.top_goods.map((g) => (
                <li key={g.goods_id}>
                  <span className={styles.goodsName} title={`${g.name} ${g.spec} ${g.manufacturer}`}>
                    {g.name}
                    <small>{g.spec}</small>
                  </span>
                  <span className={styles.muted}>{g.number}件</span>
                  <span>{yuan(g.amount)}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </SectionPanel>
      <SectionPanel title="各店铺最新订单" level={2}>
        <Table<CompanyOverview['orders'][number]>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={overview.orders}
          locale={{ emptyText: <Empty description="还没有订单" /> }}
          columns={[
            { title: '订单号', dataIndex: 'order_no', width: 190 },
            { title: '店铺', dataIndex: 'company' },
            { title: '下单人', dataIndex: 'buyer', width: 100 },
            { title: '金额', dataIndex: 'pay_amount', width: 110, render: (v: number) => yuan(v) },
            {
              title: '状态',
              dataIndex: 'status_text',
              width: 90,
              render: (text: string, o) => (o.status === 'pending_approval' ? <Tag color="orange">{text}</Tag> : text),
            },
            { title: '下单时间', dataIndex: 'created_at', width: 140, render: (at: number) => formatSecondsTime(at) },
          ]}
        />
      </SectionPanel>
    </>
  );
}

/** /zbkb 总部看板: for a 负责人, its stores' orders, spend by store and month, top goods, waiting approvals and credit in use. */
export function OverviewPage() {
  const { data, isPending } = useCompanyOverview();
  if (isPending || !data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Figures overview={data} />;
}
