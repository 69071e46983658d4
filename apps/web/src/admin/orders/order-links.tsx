import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import { adminHref } from '../layout/side-menu';

/** The console address of an order's detail. */
export const orderHref = (id: number) => adminHref({ path: `orders/${id}` });

/** A list's column of the order a row belongs to: its number, opening the order. */
export const orderNoColumn = <T extends { order_id: number; order_no: string }>(title = '订单号'): TableColumnType<T> => ({
  title,
  key: 'order',
  render: (_, row) => <Link to={orderHref(row.order_id)}>{row.order_no}</Link>,
});
