import { FileSearchOutlined } from '@ant-design/icons';
import { Msg, type QualityReport } from '@yc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { Button } from '../../../components/ui/button';
import { modal } from '../../../lib/http';
import { qualityReportsQueryOptions } from '../api/get-quality-reports';

// The dialog (antd's Modal) loads when a report is opened, not with every goods page.
const QualityReportDialog = lazyWithAntd(async () => (await import('./quality-report-dialog')).QualityReportDialog);

interface QualityReportLinkProps {
  goodsId: number;
  batch: string;
}

/** 检验报告: fetches the goods' reports (GET /api/jybg/filter); one without a picture shows its msg in an alert (spec section 8). */
export function QualityReportLink({ goodsId, batch }: QualityReportLinkProps) {
  const queryClient = useQueryClient();
  const [report, setReport] = useState<QualityReport | null>(null);
  const [loading, setLoading] = useState(false);

  const open = async () => {
    setLoading(true);
    try {
      const page = await queryClient.fetchQuery(qualityReportsQueryOptions({ goods_id: goodsId }));
      const found = page.list.find((item) => item.batch === batch) ?? page.list[0];
      if (!found) modal.info({ title: Msg.ALERT_TITLE, content: '该商品暂无检验报告，如需请联系您的客户经理。' });
      else if (!found.url) modal.warning({ title: Msg.ALERT_TITLE, content: found.msg || '该批次检验报告正在上传中。' });
      else setReport(found);
    } catch {
      // The HTTP layer has already told the buyer what went wrong.
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button variant="link" icon={<FileSearchOutlined />} loading={loading} onClick={() => void open()}>
        查看检验报告
      </Button>
      {report && (
        <Suspense fallback={null}>
          <QualityReportDialog report={report} onClose={() => setReport(null)} />
        </Suspense>
      )}
    </>
  );
}
