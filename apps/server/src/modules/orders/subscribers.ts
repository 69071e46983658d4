/**
 * What the modules built on the order lifecycle do when an order changes state: a group buy completes once
 * its orders are paid and holds them back from shipping until it has formed, 满返 pays its cashback on
 * completion, the payments record a refund and send online money back through the provider. They subscribe
 * here, wired once at start in src/wiring.ts, so the lifecycle imports none of them: the direction the folder
 * rule of .dependency-cruiser.cjs enforces (Vendure's OrderProcess hooks, Medusa's subscribers). The lifecycle's own
 * effects (status, timeline, stock, coupon, points, invoice) stay in transition.ts, in the order they happen.
 * Every subscriber runs in the transition's transaction: one that throws (a refusal) undoes the move.
 */
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from './queries.js';

/** Money going back: the whole order when it is cancelled, or what a return or after-sales request answers for. */
export type RefundFor = { kind: 'order' } | { kind: 'after_sale'; id: number; amount: number };

export interface OrderEvents {
  /** The order entered 已付款. */
  paid: { order: OrderRow };
  /** The order is about to ship: a subscriber may refuse it. */
  shipping: { order: OrderRow };
  /** The order entered 已完成; `paidFen` is what it still stands for (paid less refunds). */
  completed: { order: OrderRow; paidFen: number };
  /** Money went back to the payer's wallet or credit, or goes back online: the whole order (cancelled) or a part (a return). */
  refund: { order: OrderRow; refund: RefundFor; amount: number; note: string };
}

type Subscriber<E extends keyof OrderEvents> = (tx: DbOrTx, event: OrderEvents[E]) => Promise<void>;
export type OrderSubscribers = { readonly [E in keyof OrderEvents]: readonly Subscriber<E>[] };

let subscribers: OrderSubscribers | undefined;

/** The whole list at once, so wiring again (every app a test builds) replaces rather than doubles it. */
export function subscribeToOrders(list: OrderSubscribers): void {
  subscribers = list;
}

/** Runs the subscribers of one event in the caller's transaction, in the order they were wired. */
export async function publishOrderEvent<E extends keyof OrderEvents>(tx: DbOrTx, event: E, payload: OrderEvents[E]): Promise<void> {
  // Unwired, a paid group order would never complete its group and a refund would never reach the payer: fail loudly.
  if (!subscribers) throw new Error('order subscribers are not wired: call wireDomains() (src/wiring.ts) at start');
  for (const subscriber of subscribers[event] as readonly Subscriber<E>[]) await subscriber(tx, payload);
}
