import { App, Button, Empty, Select, Skeleton, Tag } from 'antd';
import { ybPurchasesMonthPath, type StatementLine, type StatementStatus } from '@yc/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMayDo } from '../../../api/get-my-roles';
import { SectionPanel } from '../../../components/ui/section-panel';
import { YbPurchasesMenu } from '../../../components/ui/yb-purchases-menu';
import { apiUrl } from '../../../lib/api-url';
import { formatSecondsTime } from '../../../lib/format/time';
import { useConfirmStatement } from '../api/confirm-statement';
import { statementFilePath, useStatement } from '../api/get-statement';
import { useStatementMonths } from '../api/get-statement-months';
import { DisputeDialog } from '../components/dispute-dialog';
import { StatementDisputes } from '../components/statement-disputes';
import { StatementFigures } from '../components/statement-figures';
import { StatementLines } from '../components/statement-lines';
import styles from '../components/statement.module.css';

const STATUS_COLOR: Record<StatementStatus, string> = { open: 'blue', pending: 'gold', disputed: 'orange', confirmed: 'green' };

/**
 * /dzd 对账单: a month of the store picked from its months (?month=YYYY-MM, the latest by default),
 * its figures and lines, the PDF and Excel files; 财务 and 负责人 confirm a month that is over, or
 * dispute a line of it.
 */
export function StatementPage() {
  const [search, setSearch] = useSearchParams();
  const months = useStatementMonths();
  const month = search.get('month') ?? months.data?.[0]?.month;
  const statement = useStatement(month);
  const mayConfirm = useMayDo('finance');
  const confirm = useConfirmStatement();
  const { modal, message } = App.useApp();
  const [disputing, setDisputing] = useState<StatementLine | null>(null);
  const s = statement.data;
  const openDisputes = new Set(s?.disputes.filter((d) => d.status === 'open').map((d) => d.line_key));

  const askConfirm = () =>
    modal.confirm({
      title: `确认 ${s?.month} 对账单`,
      content: '确认后该月对账单不能再提出异议。请核对期末余额、账期欠款与各笔明细无误后再确认。',
      okText: '确认无误',
      cancelText: '再看看',
      onOk: () => confirm.mutateAsync(s?.month ?? '').then(() => void message.success('对账单已确认')),
    });

  const body = () => {
    if (months.isPending || (statement.isPending && month !== undefined)) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (!s) return <Empty description="暂无对账单" />;
    return (
      <>
        <div className={styles.state}>
          <span className={styles.stateText}>
            <strong>{s.company}</strong>
            <span>
              对账期间 {s.from} 至 {s.to}
            </span>
            <Tag color={STATUS_COLOR[s.status]}>{s.status_text}</Tag>
            {s.confirmed_by && s.confirmed_at !== null && `${s.confirmed_by} 于 ${formatSecondsTime(s.confirmed_at)} 确认`}
            {s.status === 'open' && '本月结束后可对账确认'}
          </span>
          {mayConfirm && (s.status === 'pending' || s.status === 'disputed') && (
            <Button type="primary" disabled={s.status === 'disputed'} loading={confirm.isPending} onClick={askConfirm}>
              {s.status === 'disputed' ? '异议答复后可确认' : '对账确认'}
            </Button>
          )}
        </div>
        <StatementFigures statement={s} />
      </>
    );
  };

  return (
    <>
      <SectionPanel
        title="对账单"
        extra={
          <div className={styles.toolbar}>
            <Select
              aria-label="账单月份"
              style={{ width: 200 }}
              loading={months.isPending}
              value={month}
              onChange={(value: string) => setSearch({ month: value })}
              options={months.data?.map((m) => ({ value: m.month, label: `${m.month}（${m.status_text}）` }))}
            />
            {month && (
              <>
                <Button href={apiUrl(statementFilePath(month, 'pdf'))} download>
                  下载PDF
                </Button>
                <Button href={apiUrl(statementFilePath(month, 'xlsx'))} download>
                  下载Excel
                </Button>
                <YbPurchasesMenu size="middle" path={(format) => ybPurchasesMonthPath(month, format)} />
              </>
            )}
          </div>
        }
      >
        {body()}
      </SectionPanel>
      {s && (
        <SectionPanel level={2} title={`明细（${s.lines.length}笔）`}>
          <StatementLines
            lines={s.lines}
            disputed={openDisputes}
            onDispute={mayConfirm && s.status !== 'confirmed' ? setDisputing : undefined}
          />
        </SectionPanel>
      )}
      {s && s.disputes.length > 0 && (
        <SectionPanel level={2} title="对账异议">
          <StatementDisputes disputes={s.disputes} />
        </SectionPanel>
      )}
      {s && disputing && <DisputeDialog month={s.month} line={disputing} onClose={() => setDisputing(null)} />}
    </>
  );
}
