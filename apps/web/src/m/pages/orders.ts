/** The order list and one order as one chunk: they share the moves (取消订单, 确认收货, 再次购买) and the order's contract. */
export { OrderPage } from './order-page';
export { OrdersPage } from './orders-page';
