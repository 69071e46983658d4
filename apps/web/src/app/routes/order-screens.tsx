/** The order pages of the member centre after the list (an order's detail and requests, /hmdd, /dzfp), one chunk loaded on first visit. */
export { HmReceiptsPage } from '../../features/orders/pages/hm-receipts-page';
export { InvoicesPage } from '../../features/orders/pages/invoices-page';
export { OrderDetailPage } from '../../features/orders/pages/order-detail-page';
export { AfterSalesInfoPage, ReturnInfoPage } from '../../features/orders/pages/request-detail-page';
