/**
 * The console's pages: one line each. A page appears in the side menu of its group for the roles it
 * lists (an administrator sees all; [] = any staff member), and opening it without one of those roles
 * shows 无权访问. `path` is under /admin; `hidden` pages (details reached from a list) stay out of the menu.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SALES_ROLES, type StaffRole } from '@yc/contracts';
import type { AdminMenuGroup } from './layout/menu-groups';

export interface AdminPage {
  path: string;
  /** Menu text and page title. */
  label: string;
  group: AdminMenuGroup;
  roles: StaffRole[];
  Component: LazyExoticComponent<ComponentType>;
  hidden?: boolean;
}

/** A named export of a page module, loaded on first visit. */
const load = <K extends string>(module: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await module())[name] }));

export const adminPages: AdminPage[] = [
  // Sales are for SALES_ROLES only (the README's security section); every member's home is their work queue.
  { path: 'dashboard', label: '数据概览', group: 'dashboard', roles: [...SALES_ROLES], Component: load(() => import('./dashboard/dashboard-page'), 'DashboardPage') },
  { path: 'queue', label: '我的待办', group: 'dashboard', roles: [], Component: load(() => import('./dashboard/work-queue-page'), 'WorkQueuePage') },
  { path: 'stores/review', label: '资质审核', group: 'stores', roles: ['reviewer'], Component: load(() => import('./stores/review-queue-page'), 'ReviewQueuePage') },
  { path: 'stores', label: '门店列表', group: 'stores', roles: ['reviewer', 'account_manager'], Component: load(() => import('./stores/store-list-page'), 'StoreListPage') },
  { path: 'stores/expiring', label: '证件到期', group: 'stores', roles: ['reviewer', 'account_manager'], Component: load(() => import('./stores/expiring-page'), 'ExpiringPage') },
  { path: 'stores/:id', label: '门店详情', group: 'stores', roles: ['reviewer', 'account_manager'], hidden: true, Component: load(() => import('./stores/store-detail-page'), 'StoreDetailPage') },
  { path: 'orders', label: '订单列表', group: 'orders', roles: ['warehouse', 'account_manager'], Component: load(() => import('./orders/order-list-page'), 'OrderListPage') },
  { path: 'orders/:id', label: '订单详情', group: 'orders', roles: ['warehouse', 'account_manager'], hidden: true, Component: load(() => import('./orders/order-detail-page'), 'OrderDetailPage') },
  { path: 'orders/after-sales', label: '退货售后', group: 'orders', roles: ['warehouse', 'account_manager'], Component: load(() => import('./orders/after-sales-page'), 'AfterSalesPage') },
  { path: 'orders/points', label: '积分订单', group: 'orders', roles: ['warehouse'], Component: load(() => import('./orders/points-orders-page'), 'PointsOrdersPage') },
  { path: 'orders/hm-receipts', label: '含麻回执', group: 'orders', roles: ['reviewer', 'account_manager'], Component: load(() => import('./orders/hm-receipts-page'), 'HmReceiptsPage') },
  { path: 'orders/invoices', label: '电子发票', group: 'orders', roles: ['warehouse', 'account_manager'], Component: load(() => import('./orders/invoices-page'), 'InvoicesPage') },
  { path: 'statement-disputes', label: '对账异议', group: 'orders', roles: ['account_manager'], Component: load(() => import('./statements/disputes-page'), 'DisputesPage') },
  { path: 'goods', label: '商品列表', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./catalog/goods-page'), 'GoodsPage') },
  { path: 'goods/import', label: '价格库存导入', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./catalog/goods-import-page'), 'GoodsImportPage') },
  { path: 'goods/:id', label: '编辑商品', group: 'catalog', roles: ['merchandiser'], hidden: true, Component: load(() => import('./catalog/goods-edit-page'), 'GoodsEditPage') },
  { path: 'batches/receive', label: '批次入库', group: 'catalog', roles: ['merchandiser', 'warehouse'], Component: load(() => import('./catalog/batch-receive-page'), 'BatchReceivePage') },
  { path: 'batches/expiry', label: '效期看板', group: 'catalog', roles: ['merchandiser', 'warehouse'], Component: load(() => import('./catalog/expiry-board-page'), 'ExpiryBoardPage') },
  { path: 'warehouses', label: '仓库管理', group: 'catalog', roles: ['merchandiser', 'warehouse'], Component: load(() => import('./catalog/warehouses-page'), 'WarehousesPage') },
  { path: 'categories', label: '商品分类', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./catalog/categories-page'), 'CategoriesPage') },
  { path: 'brands', label: '品牌管理', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./catalog/brands-page'), 'BrandsPage') },
  { path: 'nav', label: '导航菜单', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./catalog/nav-page'), 'NavPage') },
  { path: 'ads', label: '广告位', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./catalog/ads-page'), 'AdsPage') },
  { path: 'hot-searches', label: '热搜词', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./catalog/hot-search-page'), 'HotSearchPage') },
  { path: 'search-synonyms', label: '搜索别名', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./search/synonyms-page'), 'SynonymsPage') },
  { path: 'search-misses', label: '无结果搜索', group: 'catalog', roles: ['merchandiser'], Component: load(() => import('./search/search-misses-page'), 'SearchMissesPage') },
  { path: 'promotions', label: '满减满折', group: 'promotions', roles: ['merchandiser'], Component: load(() => import('./promotions/promotions-page'), 'PromotionsPage') },
  { path: 'coupons', label: '优惠券', group: 'promotions', roles: ['merchandiser'], Component: load(() => import('./promotions/coupons-page'), 'CouponsPage') },
  { path: 'flash-sales', label: '限时秒杀', group: 'promotions', roles: ['merchandiser'], Component: load(() => import('./promotions/flash-sales-page'), 'FlashSalesPage') },
  { path: 'combinations', label: '组合套餐', group: 'promotions', roles: ['merchandiser'], Component: load(() => import('./promotions/combinations-page'), 'CombinationsPage') },
  { path: 'activities', label: '活动页面', group: 'promotions', roles: ['merchandiser'], Component: load(() => import('./promotions/activities-page'), 'ActivitiesPage') },
  { path: 'points-goods', label: '积分商城', group: 'promotions', roles: ['merchandiser'], Component: load(() => import('./promotions/points-goods-page'), 'PointsGoodsPage') },
  { path: 'draws', label: '幸运抽奖', group: 'promotions', roles: ['merchandiser'], Component: load(() => import('./promotions/draws-page'), 'DrawsPage') },
  { path: 'articles', label: '新闻与帮助', group: 'content', roles: ['merchandiser'], Component: load(() => import('./content/articles-page'), 'ArticlesPage') },
  { path: 'messages', label: '站内消息', group: 'content', roles: ['merchandiser'], Component: load(() => import('./content/messages-page'), 'MessagesPage') },
  { path: 'feedback', label: '意见反馈', group: 'service', roles: ['merchandiser', 'account_manager'], Component: load(() => import('./content/feedback-page'), 'FeedbackPage') },
  { path: 'wanted', label: '品种求购', group: 'service', roles: ['merchandiser', 'account_manager'], Component: load(() => import('./content/wanted-page'), 'WantedPage') },
  { path: 'staff', label: '员工管理', group: 'system', roles: ['admin'], Component: load(() => import('./staff/staff-page'), 'StaffPage') },
  { path: 'settings', label: '系统设置', group: 'system', roles: ['admin'], Component: load(() => import('./settings/settings-page'), 'SettingsPage') },
  { path: 'audit', label: '操作日志', group: 'system', roles: ['admin'], Component: load(() => import('./audit/audit-page'), 'AuditPage') },
  { path: 'chat', label: '在线客服', group: 'service', roles: ['customer_service', 'account_manager'], Component: load(() => import('./chat/chat-page'), 'ChatPage') },
];
