import type { LoadPage as Load } from './route-helpers';

// The coupon centre, the points mall and the points orders are chunks of their own, loaded on first visit.
export const couponCentre: Load = async () => (await import('../../features/coupons/pages/coupon-centre-page')).CouponCentrePage;
export const pointsMall: Load = async () => (await import('../../features/points-mall/pages/points-mall-page')).PointsMallPage;
export const pointsOrders: Load = async () => (await import('../../features/points-mall/pages/points-orders-page')).PointsOrdersPage;
