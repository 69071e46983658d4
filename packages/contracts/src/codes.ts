/** Response codes of spec section 8 and DESIGN.md conventions. */
export const Code = {
  OK: 10000,
  NOT_LOGGED_IN: 10001,
  CONTRACT_UNSIGNED: 459,
  VALIDATION: 422,
  /** Generic business refusal; the page shows msg in the 温馨提示 alert. */
  REFUSED: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  SERVER: 500,
} as const;

export const SUCCESS_CODES: readonly number[] = [10000, 200, 201];

export const Msg = {
  SERVER_BUSY: '系统繁忙，请稍候再试',
  TIMEOUT: '请求超时，请刷新页面',
  NOT_LOGGED_IN: '请先登录',
  NOT_FOUND: '请求的接口不存在',
  LOGIN_FAILED: '账号或密码错误',
  LOGIN_LOCKED: '登录失败次数过多，请15分钟后再试',
  CONTRACT_UNSIGNED: '请先签署年度电子合同',
  ALERT_TITLE: '温馨提示',
} as const;
