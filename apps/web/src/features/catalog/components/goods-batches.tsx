import type { GoodsBatchView } from '@yc/contracts';
import { Tag } from '../../../components/ui/tag';
import { apiUrl } from '../../../lib/api-url';
import styles from './goods-batches.module.css';

/**
 * The sellable batches of a goods as FEFO ships them: the first goes out first; each with its 检验报告 to download.
 * A plain table like the page's 阶梯价: antd's Table would bring its pager and filters (some 70 KB gzip) to every goods page.
 */
export function GoodsBatches({ batches }: { batches: readonly GoodsBatchView[] }) {
  if (batches.length === 0) return null;
  return (
    <table className={styles.table} aria-label="批号与效期">
      <thead>
        <tr>
          <th scope="col">批号</th>
          <th scope="col" className={styles.date}>
            生产日期
          </th>
          <th scope="col" className={styles.date}>
            有效期至
          </th>
          <th scope="col" className={styles.reports}>
            检验报告
          </th>
        </tr>
      </thead>
      <tbody>
        {batches.map((b, index) => (
          <tr key={b.batch_no}>
            <td>
              {b.batch_no}
              {index === 0 && batches.length > 1 && (
                <Tag color="orange" style={{ marginLeft: 6 }}>
                  优先发货
                </Tag>
              )}
            </td>
            <td>{b.produced_on}</td>
            <td>{b.expires_on}</td>
            <td>
              {b.reports.length === 0
                ? '暂未上传'
                : b.reports.map((url, i) => (
                    <a
                      key={url}
                      href={apiUrl(url)}
                      target="_blank"
                      rel="noopener noreferrer"
                      download
                      aria-label={`下载批号${b.batch_no}的检验报告${b.reports.length > 1 ? i + 1 : ''}`}
                      style={{ marginRight: 8 }}
                    >
                      下载{b.reports.length > 1 ? i + 1 : ''}
                    </a>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
