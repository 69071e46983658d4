import { QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { formatSecondsTime } from '../../../lib/format/time';
import { useCompanyLog } from '../api/get-company-log';

/** /czrz 操作日志: every change made in the company (invitations, roles, limits, approvals), newest first. */
export function CompanyLogPage() {
  const paging = usePaging(20);
  const log = useCompanyLog(paging.params);
  return (
    <SectionPanel title="操作日志">
      <QueryTable
        query={log}
        paging={paging}
        empty="暂无操作记录"
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 150, render: (at: number) => formatSecondsTime(at) },
          { title: '操作人', dataIndex: 'actor', width: 110 },
          { title: '操作', dataIndex: 'action', width: 110 },
          { title: '详情', dataIndex: 'detail' },
        ]}
      />
    </SectionPanel>
  );
}
