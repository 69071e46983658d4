import { Empty, Pagination, Spin, Tag } from 'antd';
import { ACTIVITY_STATUS_TEXT, type ActivityKind, type ActivityStatus } from '@yc/contracts';
import { useSearchParams } from 'react-router';
import { ActivityLink } from '../../../components/ui/activity-link';
import { PageContainer } from '../../../components/ui/page-container';
import { SectionPanel } from '../../../components/ui/section-panel';
import { formatSecondsTime } from '../../../lib/format/time';
import { useActivities } from '../api/get-activities';
import { activityHref } from '../lib/activity-href';
import styles from './activity-pages.module.css';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

/** /yyh/list, /zhmz/list: every activity of the kind, on now first; each entry opens its page (or says 活动未开始). */
export function ActivityListPage({ kind, title }: { kind: ActivityKind; title: string }) {
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page')) || 1;
  const { data, isFetching } = useActivities({ kind, page, page_size: PAGE_SIZE });
  return (
    <PageContainer>
      <SectionPanel title={title}>
        <Spin spinning={isFetching} delay={200}>
          {data && data.list.length === 0 ? (
            <Empty description="暂无活动" />
          ) : (
            <ul className={styles.entries}>
              {(data?.list ?? []).map((a) => (
                <li key={a.id}>
                  <ActivityLink
                    url={activityHref(a)}
                    activityId={a.id}
                    startTime={a.start_time}
                    now={data?.timestamp}
                    className={styles.entry}
                  >
                    {a.banner ? (
                      <img src={a.banner} alt={a.title} className={styles.entryBanner} />
                    ) : (
                      <span className={styles.entryBanner} />
                    )}
                    <span className={styles.entryText}>
                      <strong className={styles.entryTitle}>
                        {a.title} <Tag color={STATUS_COLOR[a.status]}>{ACTIVITY_STATUS_TEXT[a.status as ActivityStatus]}</Tag>
                      </strong>
                      <span className={styles.entryDescription}>{a.description}</span>
                      <span className={styles.entryWindow}>
                        活动时间：{formatSecondsTime(a.start_time)} 至 {formatSecondsTime(a.end_time)}
                      </span>
                    </span>
                  </ActivityLink>
                </li>
              ))}
            </ul>
          )}
        </Spin>
        {data && data.total > PAGE_SIZE && (
          <Pagination
            className={styles.pager}
            current={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => setSearch({ page: String(next) })}
          />
        )}
      </SectionPanel>
    </PageContainer>
  );
}
