/** Every in-app URL of spec section 2, as route patterns, plus builders for the links that carry a query. */
export const paths = {
  home: '/',
  login: '/login',
  loading: '/loading',
  notFound: '/404',
  noActivity: '/noActivity',
  jfsc: '/jfsc',
  listOther: '/list/other/:id/:name?',
  loadingActivity: '/loading/activity',
  activity: '/activity/:url?/:url1?/:url2?',
  zhzq: '/zhzq',
  dzht: '/dzht',
  privacy: '/privacy',
  elevenIndex: '/eleven_index',

  list: '/list',
  listTable: '/list/table',
  listNoImage: '/list/no_image',
  listInfo: '/list/info/:id',
  listInfoPt: '/list/info-pt/:id',
  yx: '/yx',
  yxTable: '/yx/table',
  yxRule: '/yx/rule',
  yjh: '/yjh/:id?',
  hdzx: '/Hdzx/:ids/:id?',
  qxzq: '/qxzq',
  zyyp: '/zyyp',
  jxqzc: '/jxqzc',
  kxzq: '/kxzq',
  kxzqNew: '/kxzq_new',
  kxzqNewAlias: '/kxzq/new',
  kxzqGoods: '/kxzq/goods/:url/:ads?',
  ppzq: '/ppzq',
  ppzqIndex: '/ppzq_index/:page?',
  ppzqIndexAlias: '/ppzq/:page?',
  ppzqInfo: '/ppzq/info/:id/:page?',
  search: '/search',
  searchTable: '/search/table',
  ptzq: '/ptzq',
  hb: '/hb',
  welfare: '/welfare',
  mrtj: '/mrtj',
  lqzx: '/lqzx',
  zqmb: '/zqmb',
  yyh: '/yyh',
  yyhList: '/yyh/list',
  hdmb: '/hdmb',
  zhmz: '/zhmz',
  zhmzList: '/zhmz/list',

  cart: '/cart',
  cartStep2: '/cart/step2',
  cartStep3: '/cart/step3/:id',
  cartStep4: '/cart/step4',
  cartHm: '/cart/hm',

  user: '/user',
  register: '/register',
  registerWechat: '/register/wechat',
  registerIndex: '/register_index',
  registerStep1: '/register/step1',
  registerStep2: '/register/step2',
  registerStep3: '/register/step3',
  registerDd: '/register_dd',
  registerDdStep1: '/register/dd/step1',
  registerDdStep2: '/register/dd/step2',
  registerDdStep3: '/register/dd/step3',
  forget: '/forget',
  forgetStep1: '/forget/step1',
  forgetStep2: '/forget/step2',
  forgetStep3: '/forget/step3',

  wdqb: '/wdqb',
  wdqbYegl: '/wdqb_yegl',
  yegl: '/yegl',
  wdqbZqgl: '/wdqb_zqgl',
  zqgl: '/zqgl',
  wdqbJfgl: '/wdqb_jfgl',
  jfgl: '/jfgl',
  wdqbYhq: '/wdqb_yhq',
  yhq: '/yhq',
  wdqbXjq: '/wdqb_xjq',
  xjq: '/xjq',

  zhzx: '/zhzx',
  basic: '/basic',
  zzzj: '/zzzj',
  ddgl: '/ddgl',
  bdwx: '/bdwx',
  addr: '/addr',
  wdxx: '/wdxx',
  // Company accounts (issue 19): 企业成员, 审批设置, 待审批订单, 操作日志, 总部看板, and 加入企业 for an invited phone.
  qycy: '/qycy',
  spsz: '/spsz',
  dspdd: '/dspdd',
  czrz: '/czrz',
  zbkb: '/zbkb',
  qyyq: '/qyyq',
  // Issue 19: the month's 对账单, and the API keys an ERP reads the company with.
  dzd: '/dzd',
  erpjk: '/erpjk',

  order: '/order',
  orderInfo: '/order/info/:id',
  orderReturnInfo: '/order/returnInfo/:id',
  orderAfterSalesInfo: '/order/afterSalesInfo/:id',
  orderWl: '/order/wl/:id',
  jfdd: '/jfdd',
  hmdd: '/hmdd',

  zzfw: '/zzfw',
  kjcg: '/kjcg',
  pzqg: '/pzqg',
  pzqgAdd: '/pzqg/add',
  pzqgInfo: '/pzqg/info',
  dzfp: '/dzfp',
  star: '/star',
  wdzj: '/wdzj',
  yjfk: '/yjfk',

  help: '/help',
  helpHyzc: '/help/xrzn/hyzc',
  helpGwzn: '/help/xrzn/gwzn',
  helpAqgy: '/help/xrzn/aqgy',
  helpWzzz: '/help/fwbz/wzzz',
  helpYhxy: '/help/fwbz/yhxy',
  helpZskf: '/help/fwbz/zskf',
  helpTsjy: '/help/us/tsjy',
  helpLxwm: '/help/us/lxwm',
  newsHy: '/news/hy',
  newsCompany: '/news/company',
  newsInfo: '/news/info/:id/:type',
  helpPay: '/help/pay',
  helpDdzf: '/help/zfps/ddzf',
  helpHwps: '/help/zfps/hwps',
  helpYpth: '/help/zfps/ypth',

  // The operator console: its own route tree (apps/web/src/admin), not part of spec section 2.
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;

const withQuery = (path: string, query: Record<string, string | number>): string =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/** The login page, remembering where to come back to. */
export const loginHref = (redirect: string): string => withQuery(paths.login, { redirect });

/** The console's login page, remembering where to come back to. */
export const adminLoginHref = (redirect: string): string => withQuery(paths.adminLogin, { redirect });

/** The search results for a keyword; type 0 = drug, 1 = manufacturer (SearchType). */
export const searchHref = (keywords: string, type: number): string => withQuery(paths.search, { keywords, type });

/** A category's goods list. */
export const categoryHref = (categoryId: number): string => withQuery(paths.list, { category_id: categoryId });

/** A help article, as the footer links it (spec section 2: /help/xrzn/hyzc?id={article id}). */
export const helpArticleHref = (articleId: number): string => withQuery(paths.helpHyzc, { id: articleId });

/** The activity loader, carrying the parts of an /activity/... link it has to resolve. */
export const activityLoadingHref = (parts: Record<string, string>): string =>
  Object.keys(parts).length === 0 ? paths.loadingActivity : withQuery(paths.loadingActivity, parts);

/** The 支付密码 block of 账户安全 on /basic, where the pay page sends a buyer who has none yet. */
export const PAY_PASSWORD_ANCHOR = 'pay-password';
export const payPasswordHref = `${paths.basic}#${PAY_PASSWORD_ANCHOR}`;
