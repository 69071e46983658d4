import { ShoppingCartOutlined } from '@ant-design/icons';
import { App, Button, Empty, InputNumber, Result, Segmented, type TableColumnsType } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  FAST_BUY_ORDERS,
  fitQuantity,
  packRule,
  type CartAddLineInput,
  type CartAddResult,
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
import { useFastBuy } from '../api/get-fast-buy';
import { useQuickAdd } from '../api/quick-add';
import { PurchasePlanPanel } from '../components/purchase-plan-panel';
import styles from './selfservice.module.css';

const PAGE_SIZE = 10;
const ORDER_TEXT: Record<FastBuyQuery['order'], string> = { last_time: '最近购买', times: '购买次数', quantity: '购买数量' };

/** Why the goods cannot go in the cart now; null when it can. */
function refusal(item: FastBuyItem): string | null {
  const goods = item.goods;
  if (!goods) return '商品已下架';
  if (goods.is_buy !== 1) return goods.buy_reason || '暂不可购买';
  if (goods.number <= 0) return '暂时缺货';
  return null;
}

/** The last quantity, on the goods' quantity rule (起订量, and whole middle packs where required). */
const defaultNumber = (item: FastBuyItem): number => (item.goods ? fitQuantity(item.goods, item.last_number).number : item.last_number);

/** The cart's add call (POST /api/cart), handed in by the route: it is the catalogue's, and features do not import each other. */
export type CartAdder = UseMutationResult<CartAddResult, Error, CartAddLineInput[]>;

/** /kjcg: a purchase plan imported and matched, and the goods bought before (常购清单) back in the cart in one click. */
export function QuickPurchasePage({ cart: add }: { cart: CartAdder }) {
  const [order, setOrder] = useState<FastBuyQuery['order']>('last_time');
  const paging = usePaging(PAGE_SIZE);
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const fastBuy = useFastBuy({ ...paging.params, order });
  const { message } = App.useApp();
  const quick = useQuickAdd();

  const [ticked, setTicked] = useState<number[]>([]);

  const lineOf = (item: FastBuyItem, goods: NonNullable<FastBuyItem['goods']>): CartAddLineInput => ({
    goods_id: item.goods_id,
    price: goods.price ?? 0,
    number: numbers[item.goods_id] ?? defaultNumber(item),
    ck_id: goods.ck_id,
    goods_price_id: goods.goods_price_id,
  });

  /** One request for the items given: the server adds all or none, and says why. */
  const addItems = (items: FastBuyItem[], done: string) => {
    const lines = items.flatMap((item) => (item.goods && refusal(item) === null ? [lineOf(item, item.goods)] : []));
    if (lines.length === 0) return;
    add.mutate(lines, {
      onSuccess: (result) => {
        void message.success(done);
        for (const notice of result.notices) void message.info(notice);
        setTicked([]);
      },
    });
  };
  const addLine = (item: FastBuyItem) => addItems([item], `“${item.name}”已加入购物车`);
  /** One more middle pack (or unit) on top of what the cart holds: the usual reorder in one click. */
  const quickAddLine = (item: FastBuyItem) =>
    quick.mutate(item.goods_id, {
      onSuccess: (result) => void message.success(`“${item.name}”已加购，购物车中共 ${result.number}${item.bzdw}`),
    });
  const tickedItems = (fastBuy.data?.list ?? []).filter((item) => ticked.includes(item.goods_id));
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
        const why = refusal(item);
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
              value={numbers[item.goods_id] ?? defaultNumber(item)}
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
            disabled={tickedItems.length === 0}
            loading={add.isPending && tickedItems.length > 0}
            onClick={() => addItems(tickedItems, `已将${tickedItems.length}种商品加入购物车`)}
          >
            勾选加入购物车（{tickedItems.length}）
          </Button>
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
        </ListToolbar>
        <QueryTable<FastBuyItem>
          rowKey="goods_id"
          rowSelection={{
            selectedRowKeys: ticked,
            onChange: (keys) => setTicked(keys.map(Number)),
            getCheckboxProps: (item) => ({ disabled: refusal(item) !== null, 'aria-label': `选择${item.name}` }),
          }}
          columns={columns}
          query={fastBuy}
          paging={paging}
          empty={
            <Empty description="还没有采购记录，下单后这里会列出您买过的商品">
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
