import { Button, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import { formatTime } from '../../../lib/format/time';
import { useWanted } from '../api/get-wanted';
import { WANTED_STATUS_COLOR } from '../lib/wanted';
import styles from './selfservice.module.css';

/** /pzqg/info?id=: one request and the reply to it. */
export function WantedInfoPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError } = useWanted(id, { enabled: valid });
  const navigate = useNavigate();
  const back = (
    <Button onClick={() => navigate(paths.pzqg)} size="small">
      返回列表
    </Button>
  );

  if (!valid || isError) {
    return (
      <SectionPanel title="求购详情" extra={back}>
        <Empty description="未找到该求购信息" />
      </SectionPanel>
    );
  }
  return (
    <SectionPanel title="求购详情" extra={back}>
      {isPending || !data ? (
        <Skeleton active />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            { key: 'name', label: '商品名称', children: data.name, span: 2 },
            { key: 'spec', label: '规格', children: data.spec || '—' },
            { key: 'manufacturer', label: '生产厂家', children: data.manufacturer || '—' },
            { key: 'quantity', label: '求购数量', children: data.quantity },
            { key: 'price', label: '期望单价', children: data.expected_price === null ? '—' : yuan(data.expected_price) },
            { key: 'status', label: '状态', children: <Tag color={WANTED_STATUS_COLOR[data.status] ?? 'default'}>{data.status_text}</Tag> },
            { key: 'created_at', label: '提交时间', children: formatTime(data.created_at) },
            { key: 'remark', label: '备注', children: <span className={styles.content}>{data.remark || '—'}</span>, span: 2 },
            {
              key: 'reply',
              label: '平台回复',
              span: 2,
              children: data.reply ? (
                <span className={styles.content}>{data.reply}</span>
              ) : (
                <span className={styles.muted}>我们正在为您寻找货源，请耐心等待回复。</span>
              ),
            },
          ]}
        />
      )}
    </SectionPanel>
  );
}
