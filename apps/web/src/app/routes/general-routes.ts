import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { ActivityLinkRedirect } from '../../features/activity/pages/activity-link-redirect';
import { ActivityLoadingPage } from '../../features/activity/pages/activity-loading-page';
import { LoadingPage } from '../../features/status/pages/loading-page';
import { NoActivityPage } from '../../features/status/pages/no-activity-page';
import { NotFoundPage } from '../../features/status/pages/not-found-page';
import { combinationZone, listing } from './catalogue-lazy';
import { privacy } from './content-lazy';
import { HomeScreen } from './home-screen';
import { pointsMall } from './marketing-lazy';
import { contract } from './member-lazy';
import { indexPage, lazyPage, LOGIN_CHROME, NO_CHROME, page, redirectRoute, type LoadPage } from './route-helpers';

const loginPage: LoadPage = async () => (await import('../../features/auth/pages/login-page')).LoginPage;

/** Spec section 2, "General": home, login, status pages and the stand-alone pages. */
export const generalRoutes: RouteObject[] = [
  indexPage({ name: 'index', title: '首页', categoryMenuOpen: true }, HomeScreen),
  lazyPage(paths.login, { name: 'login', title: '欢迎登录', ...LOGIN_CHROME }, loginPage),
  page(paths.loading, { name: 'loading', title: '加载中', ...NO_CHROME }, LoadingPage),
  page(paths.notFound, { name: '404', title: '页面不存在' }, NotFoundPage),
  page(paths.noActivity, { name: 'noActivity', title: '活动不存在' }, NoActivityPage),
  lazyPage(paths.jfsc, { name: 'jfsc', title: '积分商城' }, pointsMall),
  lazyPage(paths.listOther, { name: 'list_other', title: '药品' }, listing('list_other')),
  page(paths.loadingActivity, { name: 'loading_activity', title: '活动加载中', ...NO_CHROME }, ActivityLoadingPage),
  // A redirect that renders, unlike a loader's: the `#note` of the link (spec section 8) is only known in the page.
  page(paths.activity, { name: 'activity', title: '活动加载中', ...NO_CHROME }, ActivityLinkRedirect),
  lazyPage(paths.zhzq, { name: 'zhzq', title: '组合专区' }, combinationZone),
  lazyPage(paths.dzht, { name: 'dzht', title: '电子合同' }, contract),
  lazyPage(paths.privacy, { name: 'privacy', title: '隐私政策' }, privacy),
  // Spec section 2: eleven_index sends the browser to the default base address.
  redirectRoute(paths.elevenIndex, paths.home),
];

/** Spec section 2: any unknown path redirects to /404. Last, so every real route wins. */
export const fallbackRoute: RouteObject = redirectRoute('*', paths.notFound);
