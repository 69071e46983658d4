import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag, type TableColumnsType } from 'antd';
import type { Wanted } from '@yc/contracts';
import { Link, useNavigate } from 'react-router';
import { createdColumn, QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import { useWantedList } from '../api/get-wanted-list';
import { WANTED_STATUS_COLOR, wantedInfoHref } from '../lib/wanted';
import styles from './selfservice.module.css';

const PAGE_SIZE = 10;

/** /pzqg: the store's product-wanted requests and their state. */
export function WantedListPage() {
  const paging = usePaging(PAGE_SIZE);
  const navigate = useNavigate();
  const wanted = useWantedList(paging.params);
  const columns: TableColumnsType<Wanted> = [
    {
      title: '求购商品',
      key: 'name',
      render: (_, w) => (
        <div className={styles.goods}>
          <Link to={wantedInfoHref(w.id)} className={styles.name}>
            {w.name}
          </Link>
          <span className={styles.meta}>{[w.spec, w.manufacturer].filter(Boolean).join(' · ') || '—'}</span>
        </div>
      ),
    },
    { title: '求购数量', dataIndex: 'quantity', width: 90 },
    { title: '期望价格', key: 'expected_price', width: 100, render: (_, w) => (w.expected_price === null ? '—' : yuan(w.expected_price)) },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, w) => <Tag color={WANTED_STATUS_COLOR[w.status] ?? 'default'}>{w.status_text}</Tag>,
    },
    createdColumn('提交时间'),
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, w) => <Link to={wantedInfoHref(w.id)}>查看</Link>,
    },
  ];
  return (
    <SectionPanel
      title="品种求购"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.pzqgAdd)}>
          发布求购
        </Button>
      }
    >
      <p className={`${styles.muted} ${styles.small}`}>找不到想要的商品？发布求购信息，我们会尽快为您寻找货源并回复。</p>
      <QueryTable<Wanted> columns={columns} query={wanted} paging={paging} empty="还没有求购记录" />
    </SectionPanel>
  );
}
