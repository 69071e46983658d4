/** Spec section 5: prices are rounded down to 2 decimals; the epsilon keeps 0.29 × 100 from flooring to 28. */
export const floorYuan = (yuan: number): number => Math.floor(yuan * 100 + 1e-6) / 100;

/** ¥12.50 */
export const formatYuan = (yuan: number): string => `¥${floorYuan(yuan).toFixed(2)}`;

/** Spec section 5: a 10-digit timestamp is seconds and is multiplied by 1000. */
export const toMillis = (timestamp: number): number => (String(Math.trunc(Math.abs(timestamp))).length <= 10 ? timestamp * 1000 : timestamp);

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-05-01 */
export const formatDate = (timestamp: number): string => {
  const d = new Date(toMillis(timestamp));
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** 2026-05-01 14:30 */
export const formatDateTime = (timestamp: number): string => {
  const d = new Date(toMillis(timestamp));
  return `${formatDate(timestamp)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
