import { ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, InputNumber, Result, Segmented, type TableColumnsType } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  FAST_BUY_ORDERS,
  FAST_BUY_PERIODS,
  packRule,
  type CartAddLineInput,
  type CartAddResult,
  type FastBuyCartResult,
  type FastBuyItem,
  type FastBuyQuery,
} from '@yc/contracts';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { useRoleRefusal } from '../../../api/get-my-roles';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import { formatDay } from '../../../lib/format/time';
import { useFastBuyCart } from '../api/fast-buy-cart';
import { useFastBuy } from '../api/get-fast-buy';
import { fastBuyRefusal, lastQuantity } from '../fast-buy-lines';
import { useQuickAdd } from '../api/quick-add';
import { PurchasePlanPanel } from '../components/purchase-plan-panel';
import styles from './selfservice.module.css';

/** A restock of a hundred-odd goods is one or two pages; 100 is the most the list answers a page. */
const PAGE_SIZES = [20, 50, 100] as const;
const ORDER_TEXT: Record<FastBuyQuery['order'], string> = { last_time: '最近购买', times: '购买次数', quantity: '购买数量' };
type Period = (typeof FAST_BUY_PERIODS)[number];
const PERIOD_TEXT: Record<Period, string> = { 30: '近30天', 90: '近90天', 365: '近一年', 0: '全部' };

/** What 全部加入 did, named: the page keeps it in view, so the buyer sees which goods to look at. */
function AddOutcome({ result, onClose }: { result: FastBuyCartResult; onClose(): void }) {
  const problems = result.short.length + result.skipped.length;
  return (
    <Alert
      role="status"
      aria-label="加入结果"
      type={problems === 0 ? 'success' : 'warning'}
      showIcon
      closable
      onClose={onClose}
      className={styles.outcome}
      message={`已将 ${result.added.length} 种商品加入购物车${result.skipped.length ? `，${result.skipped.length} 种未加入` : ''}`}
      description={
        problems > 0 && (
          <ul className={styles.outcomeList}>
            {result.short.map((line) => (
              <li key={line.goods_id}>
                {line.name}：库存不足，按库存加入 {line.number}（计划 {line.asked}，当前库存 {line.stock}）
              </li>
            ))}
            {result.skipped.map((line) => (
              <li key={line.goods_id}>
                {line.name || `商品 ${line.goods_id}`}：未加入，{line.reason}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

/** The cart's add call (POST /api/cart), handed in by the route: it is the catalogue's, and features do not import each other. */
export type CartAdder = UseMutationResult<CartAddResult, Error, CartAddLineInput[]>;

/** /kjcg: a purchase plan imported and matched, and the goods bought before (常购清单) back in the cart in one click. */
export function QuickPurchasePage({ cart: add }: { cart: CartAdder }) {
  const [order, setOrder] = useState<FastBuyQuery['order']>('last_time');
  const [days, setDays] = useState<Period>(FAST_BUY_PERIODS[0]);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[PAGE_SIZES.length - 1]);
  const paging = usePaging(pageSize);
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const fastBuy = useFastBuy({ ...paging.params, order, days });
  const { message } = App.useApp();
  const quick = useQuickAdd();
  const many = useFastBuyCart();
  const [outcome, setOutcome] = useState<FastBuyCartResult | null>(null);
  // Which of the two buttons sent the lines in flight, for its spinner.
  const [sending, setSending] = useState<'all' | 'ticked'>('all');

  const [ticked, setTicked] = useState<number[]>([]);

  const numberOf = (item: FastBuyItem) => numbers[item.goods_id] ?? lastQuantity(item);
  const lineOf = (item: FastBuyItem, goods: NonNullable<FastBuyItem['goods']>): CartAddLineInput => ({
    goods_id: item.goods_id,
    price: goods.price ?? 0,
    number: numberOf(item),
    ck_id: goods.ck_id,
    goods_price_id: goods.goods_price_id,
  });

  /** One goods through the cart's own add, which says why it refuses. */
  const addLine = (item: FastBuyItem) => {
    if (!item.goods || fastBuyRefusal(item) !== null) return;
    add.mutate([lineOf(item, item.goods)], {
      onSuccess: (result) => {
        void message.success(`“${item.name}”已加入购物车`);
        for (const notice of result.notices) void message.info(notice);
      },
    });
  };
  /** Many goods at once: each goes in that can (a short one with what the stock allows), and the outcome names the rest. */
  const addItems = (items: FastBuyItem[], from: 'all' | 'ticked') => {
    const lines = items.flatMap((item) => (fastBuyRefusal(item) === null ? [{ goods_id: item.goods_id, number: numberOf(item) }] : []));
    if (lines.length === 0) return;
    setOutcome(null);
    setSending(from);
    many.mutate(
      { lines },
      {
        onSuccess: (result) => {
          setOutcome(result);
          setTicked([]);
        },
      },
    );
  };
  /** One more middle pack (or unit) on top of what the cart holds: the usual reorder in one click. */
  const quickAddLine = (item: FastBuyItem) =>
    quick.mutate(item.goods_id, {
      onSuccess: (result) => void message.success(`“${item.name}”已加购，购物车中共 ${result.number}${item.bzdw}`),
    });
  const listed = fastBuy.data?.list ?? [];
  const tickedItems = listed.filter((item) => ticked.includes(item.goods_id));
  const addable = listed.filter((item) => fastBuyRefusal(item) === null);
  const buyRefusal = useRoleRefusal('purchase');

  const columns: TableColumnsType<FastBuyItem> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, item) => (
        <div className={styles.goods}>
          <Link to={generatePath(paths.listInfo, { id: String(item.goods_id) })} className={styles.name}>
            {item.name}
          </Link>
          <span className={styles.meta}>
            {item.ypgg} · {item.sccj}
          </span>
        </div>
      ),
    },
    {
      title: '上次采购',
      key: 'last',
      width: 150,
      render: (_, item) => (
        <div className={styles.goods}>
          <span>
            {yuan(item.last_price)} × {item.last_number}
            {item.bzdw}
          </span>
          <span className={styles.meta}>{formatDay(item.last_time)}</span>
        </div>
      ),
    },
    {
      title: '累计采购',
      key: 'total',
      width: 110,
      render: (_, item) => (
        <div className={styles.goods}>
          <span>{item.times} 次</span>
          <span className={styles.meta}>
            共 {item.quantity}
            {item.bzdw}
          </span>
        </div>
      ),
    },
    {
      title: '当前价格',
      key: 'price',
      width: 110,
      render: (_, item) =>
        item.goods?.price != null ? (
          <span className={styles.price}>{yuan(item.goods.price)}</span>
        ) : (
          <span className={styles.reason}>{item.goods?.price_text || '—'}</span>
        ),
    },
    {
      title: '采购',
      key: 'buy',
      width: 290,
      render: (_, item) => {
        const why = fastBuyRefusal(item);
        if (why) return <span className={styles.reason}>{why}</span>;
        const rule = item.goods ? packRule(item.goods) : { step: 1, min: 1, required: false };
        return (
          <div className={styles.buy}>
            <InputNumber<number>
              size="small"
              min={rule.min}
              max={99999}
              step={rule.step}
              precision={0}
              value={numberOf(item)}
              onChange={(value) => value && setNumbers((current) => ({ ...current, [item.goods_id]: value }))}
              aria-label={`${item.name}采购数量`}
              style={{ width: 90 }}
            />
            <Button
              type="primary"
              size="small"
              icon={<ShoppingCartOutlined />}
              loading={add.isPending && add.variables?.[0]?.goods_id === item.goods_id}
              onClick={() => addLine(item)}
              aria-label={`${item.name}加入购物车`}
            >
              加入购物车
            </Button>
            <Button
              size="small"
              loading={quick.isPending && quick.variables === item.goods_id}
              onClick={() => quickAddLine(item)}
              title={
                rule.required ? `再加一个中包装（${rule.step}${item.bzdw}）` : `再加 ${rule.step}${item.bzdw}，未在购物车时按起订量加入`
              }
              aria-label={`${item.name}快速加购`}
            >
              +{rule.step}
              {item.bzdw}
            </Button>
          </div>
        );
      },
    },
  ];

  if (buyRefusal) {
    return (
      <SectionPanel title="快捷采购">
        <Result status="403" title={buyRefusal} subTitle="快捷采购由采购员或负责人使用" />
      </SectionPanel>
    );
  }

  return (
    <>
      <PurchasePlanPanel />
      <SectionPanel title="快捷采购">
        <ListToolbar total={fastBuy.data?.total} unit="种采购过的商品">
          <Button
            type="primary"
            icon={<ShoppingCartOutlined />}
            disabled={addable.length === 0}
            loading={many.isPending && sending === 'all'}
            onClick={() => addItems(addable, 'all')}
          >
            全部加入（{addable.length}）
          </Button>
          <Button
            icon={<ShoppingCartOutlined />}
            disabled={tickedItems.length === 0}
            loading={many.isPending && sending === 'ticked'}
            onClick={() => addItems(tickedItems, 'ticked')}
          >
            勾选加入购物车（{tickedItems.length}）
          </Button>
          <span className={styles.control}>
            <span>时间：</span>
            <Segmented
              aria-label="时间范围"
              value={days}
              options={FAST_BUY_PERIODS.map((value) => ({ value, label: PERIOD_TEXT[value] }))}
              onChange={(value) => {
                setDays(value);
                paging.setPage(1);
              }}
            />
          </span>
          <span className={styles.control}>
            <span>每页：</span>
            <Segmented
              aria-label="每页数量"
              value={pageSize}
              options={PAGE_SIZES.map((value) => ({ value, label: `${value}条` }))}
              onChange={(value) => {
                setPageSize(value);
                paging.setPage(1);
              }}
            />
          </span>
          <span className={styles.control}>
            <span>排序：</span>
            <Segmented
              aria-label="排序方式"
              value={order}
              options={FAST_BUY_ORDERS.map((value) => ({ value, label: ORDER_TEXT[value] }))}
              onChange={(value) => {
                setOrder(value as FastBuyQuery['order']);
                paging.setPage(1);
              }}
            />
          </span>
        </ListToolbar>
        {outcome && <AddOutcome result={outcome} onClose={() => setOutcome(null)} />}
        <QueryTable<FastBuyItem>
          rowKey="goods_id"
          rowSelection={{
            selectedRowKeys: ticked,
            onChange: (keys) => setTicked(keys.map(Number)),
            getCheckboxProps: (item) => ({ disabled: fastBuyRefusal(item) !== null, 'aria-label': `选择${item.name}` }),
          }}
          columns={columns}
          query={fastBuy}
          paging={paging}
          empty={
            <Empty
              description={
                days === 0 ? '还没有采购记录，下单后这里会列出您买过的商品' : `${PERIOD_TEXT[days]}没有采购记录，可选择更长的时间范围`
              }
            >
              <Link to={paths.list}>
                <Button type="primary">去采购</Button>
              </Link>
            </Empty>
          }
        />
      </SectionPanel>
    </>
  );
}
