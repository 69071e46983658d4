import type { Dashboard } from '@yc/contracts';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// Only the parts the chart uses, so the dashboard's chunk stays a fraction of the whole library.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Sales (yuan, line) and paid orders (bars) per day over the last 30 days. */
export function SalesChart({ days }: { days: Dashboard['sales'] }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['销售额（元）', '付款订单数'] },
    grid: { left: 60, right: 50, top: 56, bottom: 30 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
    yAxis: [
      { type: 'value', name: '元' },
      { type: 'value', name: '单', minInterval: 1 },
    ],
    series: [
      { name: '销售额（元）', type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: days.map((d) => d.sales) },
      { name: '付款订单数', type: 'bar', yAxisIndex: 1, barMaxWidth: 14, data: days.map((d) => d.orders) },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 320 }} notMerge />;
}
