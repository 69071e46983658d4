/**
 * Returned boxes scanned back (issue 37): for each return of the order still standing, a scan field
 * whose codes must have gone out with this order on a returned line; a code back may go out again.
 */
import type { AdminOrderDetail } from '@yc/contracts';
import { Card } from 'antd';
import { isApiError } from '../../lib/http';
import { postReturnedCode, useCachedTraceCodes } from './api/trace-codes';
import { TraceScanField, type ScanAnswer } from './trace-scan-field';

type Request = AdminOrderDetail['order']['after_sales'][number];

const standing = (r: Request) => r.type === 'return' && (r.status === 'pending' || r.status === 'approved');

export function TraceReturnSection({ order }: { order: AdminOrderDetail['order'] }) {
  const cache = useCachedTraceCodes(order.id);
  const returns = order.after_sales.filter(standing);
  if (returns.length === 0) return null;

  const scanBack =
    (request: Request) =>
    async (raw: string): Promise<ScanAnswer> => {
      try {
        const back = await postReturnedCode(request.id, raw);
        return { ok: true, text: `已扫回 ${back.returned}/${back.quantity} · ${back.name} · ${back.code}` };
      } catch (error) {
        return { ok: false, text: isApiError(error) && error.message ? error.message : '追溯码未能提交，请重扫' };
      }
    };

  return (
    <Card title="退货扫回追溯码">
      {returns.map((r) => (
        <TraceScanField
          key={r.id}
          id={`trace-return-${r.id}`}
          label={`退货申请 ${r.id} 扫回`}
          logLabel={`退货申请 ${r.id} 扫回结果`}
          placeholder="扫描退回的药盒，或粘贴追溯码（每行一个）"
          target={`退回：${r.items.map((i) => `${i.name} ${i.number}件`).join('、')}（${r.status_text}）`}
          submit={scanBack(r)}
          onSettled={() => void cache.refresh()}
        />
      ))}
    </Card>
  );
}
