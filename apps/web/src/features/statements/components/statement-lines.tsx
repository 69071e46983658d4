import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { STATEMENT_ACCOUNT_TEXT, type StatementLine } from '@yc/contracts';
import { formatSecondsTime } from '../../../lib/format/time';
import { signedYuan } from '../../../lib/format/money';
import styles from './statement.module.css';

const ACCOUNT_COLOR = { wallet: 'blue', credit: 'orange', online: 'green', points: 'purple' } as const;

/** A line's amount as its account counts it: money signed, points as points. */
export const lineAmount = (l: StatementLine): string => (l.account === 'points' ? `${l.amount > 0 ? '+' : ''}${l.amount} 积分` : signedYuan(l.amount));

/** The line as a dispute quotes it. */
export const lineSummary = (l: StatementLine): string =>
  [formatSecondsTime(l.at), l.type_text, l.order_no, `${STATEMENT_ACCOUNT_TEXT[l.account]} ${lineAmount(l)}`].filter(Boolean).join('  ');

interface StatementLinesProps {
  lines: StatementLine[];
  /** Keys of the lines with a dispute waiting for an answer. */
  disputed: ReadonlySet<string>;
  /** Given when the reader may dispute a line of this month. */
  onDispute?: (line: StatementLine) => void;
}

/** Every line of the month, oldest first: what moved the wallet, the credit debt, online payments and points. */
export function StatementLines({ lines, disputed, onDispute }: StatementLinesProps) {
  const columns: TableColumnsType<StatementLine> = [
    { title: '时间', key: 'at', width: 140, render: (_, l) => formatSecondsTime(l.at) },
    { title: '业务类型', dataIndex: 'type_text', width: 90 },
    { title: '账户', key: 'account', width: 80, render: (_, l) => <Tag color={ACCOUNT_COLOR[l.account]}>{STATEMENT_ACCOUNT_TEXT[l.account]}</Tag> },
    { title: '订单编号', dataIndex: 'order_no', width: 240, render: (no: string) => no || '—' },
    {
      title: '金额',
      key: 'amount',
      width: 120,
      align: 'right',
      render: (_, l) => <span className={l.amount < 0 ? styles.spend : styles.income}>{lineAmount(l)}</span>,
    },
    { title: '备注', dataIndex: 'note', ellipsis: true },
  ];
  if (onDispute)
    columns.push({
      title: '操作',
      key: 'action',
      width: 100,
      render: (_, l) =>
        disputed.has(l.key) ? (
          <Tag color="orange">异议待答复</Tag>
        ) : (
          <Button type="link" size="small" onClick={() => onDispute(l)} aria-label={`对${lineSummary(l)}提出异议`}>
            有异议
          </Button>
        ),
    });
  return (
    <Table<StatementLine>
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={lines}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: '本月没有资金或积分变动' }}
    />
  );
}
