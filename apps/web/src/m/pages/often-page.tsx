import { useInfiniteQuery } from '@tanstack/react-query';
import { FAST_BUY_CART_MAX, FAST_BUY_PERIODS, type FastBuyCartResult, type FastBuyItem, type FastBuyPage } from '@yc/contracts';
import { useState } from 'react';
import { refusalIn, useMyRoles } from '../../api/get-my-roles';
import { useUserBase } from '../../api/get-user-base';
import { paths } from '../../config/paths';
import { useFastBuyCart } from '../../features/selfservice/api/fast-buy-cart';
import { getFastBuy } from '../../features/selfservice/api/get-fast-buy';
import { fastBuyRefusal, lastQuantity } from '../../features/selfservice/fast-buy-lines';
import { yuan } from '../../lib/format/money';
import { formatDay } from '../../lib/format/time';
import { quantityRange } from '../../lib/quantity';
import { toast } from '../feedback';
import { Link } from '../link';
import { chooseDesktop, goodsHref, loginHref, mPaths } from '../paths';
import { failedChange } from '../ui/failed-change';
import { Stepper } from '../ui/stepper';
import { useNextPageNearEnd } from '../ui/use-next-page';
import styles from './often-page.module.css';

type Period = (typeof FAST_BUY_PERIODS)[number];
const PERIOD_TEXT: Record<Period, string> = { 30: '近30天', 90: '近90天', 365: '近一年', 0: '全部' };
/** A screen and a half of cards a page; the list loads on as the buyer scrolls. */
const PAGE_SIZE = 30;

const NOTHING: FastBuyCartResult = { added: [], short: [], skipped: [], total: 0 };
const merge = (a: FastBuyCartResult, b: FastBuyCartResult): FastBuyCartResult => ({
  added: [...a.added, ...b.added],
  short: [...a.short, ...b.short],
  skipped: [...a.skipped, ...b.skipped],
  total: b.total,
});

/** What 全部加入 did, kept on the page: the goods given less than asked and those left out are named, each with why. */
function Outcome({ result }: { result: FastBuyCartResult }) {
  const problems = result.short.length + result.skipped.length;
  return (
    <section role="status" aria-label="加入结果" className={problems ? styles.warning : styles.success}>
      <p className={styles.outcomeHead}>
        已将 {result.added.length} 种商品加入购物车{result.skipped.length > 0 && `，${result.skipped.length} 种未加入`}
        <Link to={mPaths.cart} className={styles.toCart}>
          去购物车 ›
        </Link>
      </p>
      {problems > 0 && (
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
      )}
    </section>
  );
}

interface OftenLineProps {
  item: FastBuyItem;
  number: number;
  onNumber(value: number): void;
  busy: boolean;
  onAdd(): void;
}

function OftenLine({ item, number, onNumber, busy, onAdd }: OftenLineProps) {
  const why = fastBuyRefusal(item);
  const price = item.goods?.price;
  return (
    <li className={styles.line}>
      <Link to={goodsHref(item.goods_id)} className={styles.goods}>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.meta}>
          {item.ypgg} · {item.sccj}
        </span>
        <span className={styles.meta}>
          上次 {yuan(item.last_price)} × {item.last_number}
          {item.bzdw} · {formatDay(item.last_time)} · 共买 {item.times} 次
        </span>
      </Link>
      <div className={styles.controls}>
        {why || !item.goods ? (
          <span className={styles.reason}>{why}</span>
        ) : (
          <>
            <strong className={styles.price}>{price != null ? yuan(price) : item.goods.price_text}</strong>
            <Stepper range={quantityRange(item.goods)} value={number} label={`${item.name} 数量`} disabled={busy} onChange={onNumber} />
            <button type="button" className={styles.add} disabled={busy} aria-label={`${item.name}加入购物车`} onClick={onAdd}>
              加入
            </button>
          </>
        )}
      </div>
    </li>
  );
}

function OftenList() {
  const [days, setDays] = useState<Period>(FAST_BUY_PERIODS[0]);
  const query = useInfiniteQuery({
    queryKey: ['selfservice', 'fast-buy', 'phone', days],
    queryFn: ({ pageParam, signal }) => getFastBuy({ page: pageParam, page_size: PAGE_SIZE, order: 'last_time', days }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FastBuyPage) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
  const end = useNextPageNearEnd(query);
  const many = useFastBuyCart();
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [outcome, setOutcome] = useState<FastBuyCartResult | null>(null);
  const [addingAll, setAddingAll] = useState(false);
  const numberOf = (item: FastBuyItem) => numbers[item.goods_id] ?? lastQuantity(item);

  const addOne = (item: FastBuyItem) =>
    many.mutate(
      { lines: [{ goods_id: item.goods_id, number: numberOf(item) }] },
      {
        onSuccess: (result) => {
          const [short] = result.short;
          const [skipped] = result.skipped;
          toast(skipped ? `未加入：${skipped.reason}` : short ? `库存不足，已按库存加入 ${short.number}` : `“${item.name}”已加入购物车`);
        },
        onError: failedChange('未加入'),
      },
    );

  /** The whole list, not the part scrolled to: the pages not yet loaded are read first, then sent 100 goods a call. */
  const addAll = async () => {
    setAddingAll(true);
    setOutcome(null);
    try {
      let pages = query.data?.pages ?? [];
      for (let more = query.hasNextPage; more;) {
        const next = await query.fetchNextPage();
        if (next.isError) throw next.error;
        pages = next.data?.pages ?? pages;
        more = next.hasNextPage;
      }
      const lines = pages
        .flatMap((page) => page.list)
        .filter((item) => fastBuyRefusal(item) === null)
        .map((item) => ({ goods_id: item.goods_id, number: numberOf(item) }));
      let result = NOTHING;
      for (let k = 0; k < lines.length; k += FAST_BUY_CART_MAX)
        result = merge(result, await many.mutateAsync({ lines: lines.slice(k, k + FAST_BUY_CART_MAX) }));
      setOutcome(result);
      window.scrollTo({ top: 0 });
    } catch (error) {
      failedChange('未能全部加入')(error);
    } finally {
      setAddingAll(false);
    }
  };

  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <div className={styles.page}>
      <nav className={styles.periods} aria-label="时间范围">
        {FAST_BUY_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.period}
            aria-pressed={value === days}
            onClick={() => {
              setDays(value);
              setOutcome(null);
            }}
          >
            {PERIOD_TEXT[value]}
          </button>
        ))}
      </nav>
      {outcome && <Outcome result={outcome} />}
      <ul className={styles.lines} aria-label="常购商品">
        {items.map((item) => (
          <OftenLine
            key={item.goods_id}
            item={item}
            number={numberOf(item)}
            onNumber={(value) => setNumbers((current) => ({ ...current, [item.goods_id]: value }))}
            busy={many.isPending}
            onAdd={() => addOne(item)}
          />
        ))}
      </ul>
      <div ref={end} className={styles.end} role="status">
        {query.isPending || query.isFetchingNextPage
          ? '加载中…'
          : query.isError
            ? '加载失败，请稍后再试'
            : query.hasNextPage
              ? ''
              : items.length === 0
                ? `${PERIOD_TEXT[days]}没有采购过的商品`
                : '没有更多了'}
      </div>
      {query.hasNextPage && !query.isFetchingNextPage && (
        <button type="button" className={styles.more} onClick={() => void query.fetchNextPage()}>
          加载更多
        </button>
      )}
      <a className={styles.desktop} href={paths.kjcg} onClick={chooseDesktop}>
        导入采购计划请用电脑版 ›
      </a>
      {total > 0 && (
        <div className={styles.bar}>
          <span className={styles.count}>共 {total} 种</span>
          <button type="button" className={styles.addAll} disabled={many.isPending || addingAll} onClick={() => void addAll()}>
            {addingAll ? '正在加入…' : '全部加入购物车'}
          </button>
        </div>
      )}
    </div>
  );
}

/** /m/often (常购清单): the goods the store bought before, each with its last quantity ready, and 全部加入 for the week's restock. */
export function OftenPage() {
  const { data: user, isPending } = useUserBase({ enabled: true });
  // The phone keeps no session store: the roles are read for the member the page already has.
  const buyRefusal = refusalIn(useMyRoles().data, 'purchase');
  if (isPending) return <p className={styles.state}>加载中…</p>;
  if (!user) {
    return (
      <div className={styles.state}>
        <p>登录后查看常购清单</p>
        <Link to={loginHref(mPaths.often)} className={styles.primary}>
          去登录
        </Link>
      </div>
    );
  }
  if (buyRefusal) return <p className={styles.state}>{buyRefusal}</p>;
  return <OftenList />;
}
