import { Button, Empty, InputNumber, Table, Tag, type TableColumnsType } from 'antd';
import {
  ACTIVITY_STATUS_TEXT,
  ActivityStatus,
  type ActivityGoods,
  type ActivityInfo,
  type GroupBuyView,
  type MyGroupBuy,
} from '@yc/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SectionPanel } from '../../../components/ui/section-panel';
import { loginHref } from '../../../config/paths';
import { orderInfoHref, payHref } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { useCountdown } from '../../../lib/use-countdown';
import { useSessionStore } from '../../../stores/session';
import { useMyGroups } from '../api/get-my-groups';
import { useJoinGroup } from '../api/join-group';
import styles from './group-buy.module.css';

const ORDER_STATUS_TEXT: Record<string, string> = {
  unpaid: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};
const GROUP_COLOR: Record<string, string> = { open: 'processing', completed: 'success', expired: 'default' };

/** Opening or joining: visitors log in first; members get the group order and pay it on step 3. */
function useJoin() {
  const status = useSessionStore((state) => state.status);
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useJoinGroup();
  const join = (body: { activity_id: number; goods_id: number; group_id?: number; number: number }) => {
    if (status === 'visitor') {
      navigate(loginHref(location.pathname + location.search));
      return;
    }
    mutation.mutate(body, { onSuccess: (order) => navigate(payHref(order.order_id, false)) });
  };
  return { join, joining: mutation.isPending, variables: mutation.variables };
}

function OpenGroup({ group, closed, onJoin, joining }: { group: GroupBuyView; closed: boolean; onJoin(): void; joining: boolean }) {
  const left = useCountdown(group.expires_at);
  const missing = Math.max(0, group.size - group.joined);
  return (
    <li className={styles.group}>
      <span className={styles.groupLeader}>{group.leader} 的团</span>
      <span>
        已付款 <b>{group.joined}</b>/{group.size} 家，还差 <b className={styles.accent}>{missing}</b> 家成团
      </span>
      <span className={styles.groupClock} role="timer" aria-label="距拼团结束">
        剩余 {left.hours}:{left.minutes}:{left.seconds}
      </span>
      {group.is_mine === 1 ? (
        <Tag color="red">已参团</Tag>
      ) : (
        <Button size="small" danger disabled={closed || group.seats >= group.size || left.done} loading={joining} onClick={onJoin}>
          {group.seats >= group.size ? '等待付款' : '去参团'}
        </Button>
      )}
    </li>
  );
}

function GroupGoods({ activity, goods, closedText }: { activity: ActivityInfo; goods: ActivityGoods; closedText: string | undefined }) {
  const { join, joining, variables } = useJoin();
  const step = Math.max(1, goods.mid_pack);
  const [number, setNumber] = useState(Math.max(goods.min_qty, step));
  const groups = activity.groups.filter((g) => g.goods_id === goods.id);
  const closed = closedText !== undefined;
  const busy = (groupId?: number) => joining && variables?.goods_id === goods.id && variables.group_id === groupId;
  return (
    <article className={styles.groupGoods} aria-label={goods.name}>
      <div className={styles.groupTop}>
        <LazyImage src={goods.image} alt={goods.name} width={140} height={140} />
        <div className={styles.groupInfo}>
          <h3 className={styles.groupName}>{goods.name}</h3>
          <p className={styles.muted}>
            {goods.ypgg} · {goods.sccj}
          </p>
          <p className={styles.groupPrice}>
            <Tag color="red">{activity.group_size}人团</Tag>
            拼团价 <b>{goods.activity_price === null ? goods.price_text || '登录可见' : yuan(goods.activity_price)}</b>
            {goods.price !== null && <del className={styles.muted}>{yuan(goods.price)}</del>}
            <span className={styles.muted}>包邮</span>
          </p>
          <div className={styles.groupActions}>
            <InputNumber
              aria-label="拼团数量"
              min={goods.min_qty || 1}
              step={step}
              max={Math.max(1, goods.number)}
              value={number}
              onChange={(v) => setNumber(v ?? step)}
              size="small"
            />
            <span className={styles.muted}>{goods.bzdw}</span>
            <Button
              type="primary"
              danger
              disabled={closed}
              loading={busy(undefined)}
              onClick={() => join({ activity_id: activity.id, goods_id: goods.id, number })}
            >
              {closedText ?? '我要开团'}
            </Button>
          </div>
        </div>
      </div>
      {groups.length > 0 && (
        <ul className={styles.groups} aria-label="正在拼团">
          {groups.map((group) => (
            <OpenGroup
              key={group.id}
              group={group}
              closed={closed}
              joining={busy(group.id)}
              onJoin={() => join({ activity_id: activity.id, goods_id: goods.id, group_id: group.id, number })}
            />
          ))}
        </ul>
      )}
    </article>
  );
}

const myColumns: TableColumnsType<MyGroupBuy> = [
  { title: '商品', dataIndex: 'goods_name' },
  { title: '拼团价', key: 'price', width: 100, render: (_, row) => yuan(row.price) },
  { title: '数量', dataIndex: 'number', width: 70 },
  { title: '成团进度', key: 'joined', width: 110, render: (_, row) => `${row.joined}/${row.size} 家` },
  { title: '拼团状态', key: 'status', width: 100, render: (_, row) => <Tag color={GROUP_COLOR[row.status]}>{row.status_text}</Tag> },
  {
    title: '订单',
    key: 'order',
    width: 150,
    // A paid order waits for its group before the warehouse ships it.
    render: (_, row) => (
      <Link to={orderInfoHref(row.order_id)}>
        {row.status === 'open' && row.order_status === 'paid'
          ? '已付款，待成团'
          : (ORDER_STATUS_TEXT[row.order_status] ?? row.order_status)}
      </Link>
    ),
  },
];

/** /ptzq: each goods at its group price, its open groups to join, and the store's own groups. */
export function GroupBuyPanel({ activity }: { activity: ActivityInfo }) {
  const member = useSessionStore((state) => state.status === 'member');
  const mine = useMyGroups(member);
  const closedText = activity.status === ActivityStatus.ON ? undefined : ACTIVITY_STATUS_TEXT[activity.status as ActivityStatus];
  return (
    <>
      <SectionPanel title="拼团商品" level={2}>
        {activity.goods.length === 0 ? (
          <Empty description="拼团商品即将上架" />
        ) : (
          <div className={styles.groupList}>
            {activity.goods.map((goods) => (
              <GroupGoods key={goods.id} activity={activity} goods={goods} closedText={closedText} />
            ))}
          </div>
        )}
      </SectionPanel>
      {member && (
        <SectionPanel title="我的拼团" level={2}>
          <Table
            rowKey="order_id"
            size="small"
            columns={myColumns}
            dataSource={mine.data ?? []}
            loading={mine.isLoading}
            pagination={false}
            locale={{ emptyText: '您还没有参加拼团' }}
          />
        </SectionPanel>
      )}
    </>
  );
}
