import { CHECKOUT_MAX_LINES, DEFAULT_CART_FILTER, type CartItem } from '@yc/contracts';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRoleRefusal } from '../../../api/get-my-roles';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { useFeedbackAfterLoad } from '../../../components/ui/antd/use-feedback-after-load';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NoticeBar } from '../../../components/ui/notice-bar';
import { PageContainer } from '../../../components/ui/page-container';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { checkoutHref } from '../../../lib/checkout-link';
import { message, modal } from '../../../lib/http';
import { useDeleteCartLines } from '../api/delete-cart-lines';
import { useEditCartLine } from '../api/edit-cart-line';
import { useCartList } from '../api/get-cart-list';
import { useNextHint } from '../api/get-next-hint';
import { useSelectCartLines } from '../api/select-cart-lines';
import { CartLineRow, DELETE_QUESTION } from '../components/cart-line-row';
import { ExchangeOffers } from '../components/exchange-offers';
import { GiftsPanel } from '../components/gifts-panel';
import { GroupHeader, groupTitle } from '../components/group-header';
import { ShippingNote } from '../components/shipping-note';
import { SummaryBar } from '../components/summary-bar';
import styles from '../components/cart.module.css';
import { groupLines, hintFor } from '../lib/groups';
import { useExchangePicks } from '../lib/use-exchange-picks';

// The page draws without antd, so a member's first visit to the cart does not wait for it; the dialog brings it.
const CopyDialog = lazyWithAntd(async () => (await import('../components/copy-dialog')).CopyDialog);

const selectable = (item: CartItem) => item.unselectable_reason === null;

/** Ticked state of a set of lines, counting only the lines that may be ticked. */
function tickState(items: readonly CartItem[]) {
  const open = items.filter(selectable);
  const ticked = open.filter((item) => item.is_selected === 1).length;
  return { all: open.length > 0 && ticked === open.length, partly: ticked > 0 && ticked < open.length, selectable: open.length > 0 };
}

/** Why 去结算 cannot take these lines, said before it is pressed; null when it can. */
function checkoutLimit(checkable: number): string | null {
  return checkable > CHECKOUT_MAX_LINES
    ? `已选择 ${checkable} 种商品，一次最多结算 ${CHECKOUT_MAX_LINES} 种，请取消勾选 ${checkable - CHECKOUT_MAX_LINES} 种后结算`
    : null;
}

/** In fen, then back: the 换购 preview must not add yuan as floats. */
const picksAmount = (picks: readonly { rule_id: number; number: number }[], prices: ReadonlyMap<number, number>) =>
  picks.reduce((fen, p) => fen + Math.round((prices.get(p.rule_id) ?? 0) * 100) * p.number, 0) / 100;

/** /cart, step 1 of checkout: the lines by promotion, quantities, selection, gifts, 换购, shipping, and 去结算. */
export function CartPage() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<number>(DEFAULT_CART_FILTER);
  const { data: cart, isPending } = useCartList(filter);
  const hasLines = (cart?.totals.total_count ?? 0) > 0;
  const hint = useNextHint({ enabled: hasLines }).data;
  const edit = useEditCartLine();
  const select = useSelectCartLines();
  const remove = useDeleteCartLines();
  const [picks, setPicks] = useExchangePicks();
  const [copying, setCopying] = useState(false);
  // 财务 and 查看 see the store's cart as the buyers left it, and change nothing in it.
  const buyRefusal = useRoleRefusal('purchase');
  useFeedbackAfterLoad();

  if (isPending || !cart) {
    return (
      <PageContainer>
        <Skeleton rows={8} />
      </PageContainer>
    );
  }

  const items = cart.data;
  const groups = groupLines(items, cart.activity_data);
  const page = tickState(items);
  const selectedIds = items.filter((item) => item.is_selected === 1).map((item) => item.id);
  // The server keeps the ticks, but a tab may be stale: only ticked lines that may be bought go on.
  const checkoutIds = items.filter((item) => item.is_selected === 1 && selectable(item)).map((item) => item.id);
  const overLimit = checkoutLimit(checkoutIds.length);
  const reachedOffers = cart.exchange.filter((offer) => offer.reached === 1);
  const validPicks = picks.filter((p) => reachedOffers.some((offer) => offer.rule_id === p.rule_id));
  const exchangeAmount = picksAmount(validPicks, new Map(cart.exchange.map((offer) => [offer.rule_id, offer.price])));

  const setSelected = (lines: readonly CartItem[], selected: boolean) => {
    const ids = lines.filter(selectable).map((item) => item.id);
    if (ids.length > 0) select.mutate({ ids, is_selected: selected ? 1 : 0 });
  };
  const deleteLines = (ids: number[]) => remove.mutate({ ids }, { onSuccess: () => void message.success('删除成功') });
  const deleteSelected = () =>
    modal.confirm({
      title: DELETE_QUESTION,
      content: `将删除已选的 ${selectedIds.length} 种商品。`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => deleteLines(selectedIds),
    });
  const checkout = () => {
    if (checkoutIds.length === 0) {
      void message.warning('请选择要结算的商品');
      return;
    }
    navigate(checkoutHref(checkoutIds, validPicks));
  };

  return (
    <PageContainer>
      {cart.notice !== '' && (
        <NoticeBar type="warning" className={styles.notice}>
          {cart.notice}
        </NoticeBar>
      )}
      {buyRefusal && (
        <NoticeBar type="info" className={styles.notice}>
          {buyRefusal}，购物车仅供查看
        </NoticeBar>
      )}
      <div className={styles.top}>
        <h1 className={styles.title}>
          我的购物车 <small>（共 {cart.totals.total_count} 种商品）</small>
        </h1>
        <Tabs
          className={styles.filters}
          activeKey={String(filter)}
          onChange={(key) => setFilter(Number(key))}
          items={cart.filter_data.map((f) => ({ key: String(f.value), label: `${f.name} ${f.count}` }))}
        />
      </div>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState description={filter === DEFAULT_CART_FILTER ? '购物车空空如也~' : '该分类下暂无商品'}>
            <Link to={paths.list}>
              <Button variant="primary">去逛逛</Button>
            </Link>
          </EmptyState>
        </div>
      ) : (
        <>
          <div className={styles.table} role="table" aria-label="购物车商品">
            <div className={styles.head} role="row">
              <span role="columnheader" className={styles.cellCheck} aria-label="选择" />
              <span role="columnheader" className={styles.cellInfo}>
                商品信息
              </span>
              <span role="columnheader" className={styles.cellPrice}>
                单价
              </span>
              <span role="columnheader" className={styles.cellQty}>
                数量
              </span>
              <span role="columnheader" className={styles.cellAmount}>
                小计
              </span>
              <span role="columnheader" className={styles.cellOps}>
                操作
              </span>
            </div>
            {groups.map((group) => {
              const state = tickState(group.items);
              return (
                <div key={group.key} role="rowgroup" aria-label={groupTitle(group)} className={styles.group} data-group={group.key}>
                  <GroupHeader
                    group={group}
                    hint={hintFor(hint, group.key)}
                    selected={state.all}
                    partly={state.partly}
                    selectable={state.selectable && !buyRefusal}
                    onSelect={(selected) => setSelected(group.items, selected)}
                  />
                  {group.items.map((item) => (
                    <CartLineRow
                      key={item.id}
                      item={item}
                      onSelect={(selected) => setSelected([item], selected)}
                      onQuantity={(number) => edit.mutateAsync({ id: item.id, number })}
                      onDelete={() => deleteLines([item.id])}
                      readOnly={buyRefusal !== null}
                    />
                  ))}
                </div>
              );
            })}
          </div>
          <GiftsPanel gifts={cart.gifts} />
          {!buyRefusal && <ExchangeOffers offers={cart.exchange} picks={validPicks} onChange={setPicks} />}
          {cart.totals.selected_count > 0 ? (
            <ShippingNote shipping={cart.shipping_data} hint={hint} />
          ) : (
            <div className={styles.shipping} role="note" aria-label="运费">
              请勾选要结算的商品
            </div>
          )}
          {!buyRefusal && items.length > CHECKOUT_MAX_LINES && (
            <NoticeBar type={overLimit ? 'warning' : 'info'} className={styles.notice}>
              <span role="note" aria-label="结算上限">
                {overLimit ?? `一次最多结算 ${CHECKOUT_MAX_LINES} 种商品，超出时请分批勾选结算`}
              </span>
            </NoticeBar>
          )}
          {!buyRefusal && (
            <SummaryBar
              cart={cart}
              allSelected={page.all}
              partlySelected={page.partly}
              selectable={page.selectable}
              onSelectAll={(selected) => setSelected(items, selected)}
              onDeleteSelected={deleteSelected}
              onCopy={() => setCopying(true)}
              onCheckout={checkout}
              checkoutRefusal={overLimit}
              exchangeAmount={exchangeAmount}
            />
          )}
        </>
      )}
      {copying && (
        <Suspense fallback={null}>
          <CopyDialog ids={selectedIds} onClose={() => setCopying(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
