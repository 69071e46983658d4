/** The head-office view's charts, a chunk of their own loaded after the figures: only the parts of ECharts they draw with. */
import type { CompanyOverview } from '@yc/contracts';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

const YUAN_AXIS = {
  type: 'value',
  name: '元',
  axisLabel: { formatter: (v: number) => (v >= 10_000 ? `${v / 10_000}万` : String(v)) },
} as const;

/** Spend per month, one stacked bar segment per store. */
export function SpendByMonthChart({ overview }: { overview: CompanyOverview }) {
  const option = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 64, right: 24, top: 44, bottom: 28 },
    xAxis: { type: 'category', data: overview.months.map((m) => `${Number(m.slice(5))}月`) },
    yAxis: YUAN_AXIS,
    series: overview.stores.map((s) => ({ name: s.company, type: 'bar', stack: 'spend', barMaxWidth: 36, data: s.spend_by_month })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 300 }} notMerge />;
}

/** The goods paid most for, the largest on top. */
export function TopGoodsChart({ goods }: { goods: CompanyOverview['top_goods'] }) {
  const rows = [...goods].reverse();
  const option = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 150, right: 40, top: 8, bottom: 24 },
    xAxis: YUAN_AXIS,
    yAxis: {
      type: 'category',
      data: rows.map((g) => g.name),
      axisLabel: { width: 136, overflow: 'truncate' },
    },
    series: [{ name: '采购额（元）', type: 'bar', barMaxWidth: 18, itemStyle: { color: '#cf2a2e' }, data: rows.map((g) => g.amount) }],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: Math.max(160, rows.length * 30 + 40) }} notMerge />;
}
