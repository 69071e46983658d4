/** Response codes of spec section 8 and DESIGN.md conventions. */
export const Code = {
  OK: 10000,
  NOT_LOGGED_IN: 10001,
  /** The spec's other not-logged-in code (section 8: "Code 10001 or 401"), even inside an HTTP 200. */
  UNAUTHORIZED: 401,
  CONTRACT_UNSIGNED: 459,
  VALIDATION: 422,
  /** Generic business refusal; the page shows msg in the 温馨提示 alert. */
  REFUSED: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  SERVER: 500,
  /** The database cannot be reached for a moment (restart, failover): try again shortly. */
  UNAVAILABLE: 503,
} as const;

export const SUCCESS_CODES: readonly number[] = [10000, 200, 201];

export const Msg = {
  SERVER_BUSY: '系统繁忙，请稍候再试',
  DB_UNAVAILABLE: '数据库暂时不可用，请稍后重试',
  TIMEOUT: '请求超时，请刷新页面',
  NOT_LOGGED_IN: '请先登录',
  NOT_FOUND: '请求的接口不存在',
  LOGIN_FAILED: '账号或密码错误',
  CONTRACT_UNSIGNED: '请先签署年度电子合同',
  ALERT_TITLE: '温馨提示',
} as const;

/** A login or payment password locked after too many failures, with the wait rounded up to minutes. */
export const passwordLockedMsg = (minutes: number) => `密码错误次数过多，请${minutes}分钟后再试`;
