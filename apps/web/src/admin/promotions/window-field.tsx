import { PROMOTION_STATUS_TEXT, PROMOTION_STATUSES, type PromotionStatus } from '@yc/contracts';
import { DatePicker, Form, Tag, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatSecondsTime } from '../../lib/format/time';
import { FilterSelect } from '../components/list-bar';
import { pickerTime, windowOf } from '../lib/china-time';
import { optionsOf } from '../lib/options';

/** The form's time window: one range picker to the minute; `rule` checks it as the body's start and end. */
export function WindowField({ name = 'window', label = '活动时间', rule }: { name?: string; label?: string; rule: FormRule }) {
  return (
    <Form.Item name={name} label={label} required rules={[rule]}>
      <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
    </Form.Item>
  );
}

export type WindowValue = [Dayjs, Dayjs];
/** A form's window as the body's starts_at and ends_at; none picked yet leaves them out, for the body's rules to ask for. */
export const windowBody = (window: WindowValue | undefined) => (window ? windowOf(window) : {});
export const windowValue = (w: { starts_at: number; ends_at: number }): WindowValue => [pickerTime(w.starts_at), pickerTime(w.ends_at)];

export const windowText = (w: { starts_at: number; ends_at: number }) =>
  `${formatSecondsTime(w.starts_at)} 至 ${formatSecondsTime(w.ends_at)}`;

const COLOR: Record<PromotionStatus, string> = { pending: 'blue', running: 'green', ended: 'default' };
export const StatusTag = ({ status }: { status: PromotionStatus }) => <Tag color={COLOR[status]}>{PROMOTION_STATUS_TEXT[status]}</Tag>;

/** A list's filter by where the windows stand: not started, on, ended. */
export const StatusSelect = ({ value, onChange }: { value?: PromotionStatus; onChange(status: PromotionStatus | undefined): void }) => (
  <FilterSelect placeholder="全部状态" value={value} onChange={onChange} options={optionsOf(PROMOTION_STATUSES, PROMOTION_STATUS_TEXT)} />
);
