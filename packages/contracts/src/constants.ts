/** Business constants and limits of spec section 9. */
export const REQUEST_TIMEOUT_MS = 30000;
export const CART_BADGE_CAP = 99;
export const DRAWER_WIDTH_CLOSED = 40;
export const DRAWER_WIDTH_OPEN = 310;
export const ADD_TO_CART_DELAY_MS = 200;
export const DRAWER_LOAD_DELAY_MS = 200;
export const FOOTER_HELP_GROUPS = 4;
export const COUNTDOWN_INTERVAL_MS = 1000;
export const LAZY_PRELOAD_FACTOR = 1.3;
export const CATEGORY_MENU_ENTRIES = 7;
export const HEADER_NAV_ITEMS = 9;
export const SEARCH_DEBOUNCE_MS = 500;
export const SUGGESTION_CACHE_MAX_AGE_MS = 5000;
export const STICKY_SEARCH_THRESHOLD_PX = 205;
export const DEFAULT_CART_FILTER = 99999;
export const DRAW_DELAY_MS = 2000;
export const DRAW_CLOSE_ANIMATION_MS = 1000;
export const SearchType = { DRUG: 0, MANUFACTURER: 1 } as const;
export const GOODS_TYPE_COMBINATION = 3;
export const CART_ITEM_TYPE_FLASH_SALE = 1;
/** Paths whose repeated in-flight calls are not cancelled (spec section 7). */
export const NO_CANCEL_PATHS = ['/api/cart', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap'] as const;
export const UNPAID_ORDER_TTL_MINUTES = 30;
export const SITE_TITLE = '药采云 - 医药批发采购平台';
