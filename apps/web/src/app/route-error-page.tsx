import { BackHomeButton } from '../components/ui/back-home-button';
import { StatusResult } from '../components/ui/status-result';

/** Shown instead of react-router's English error screen when a page throws while rendering. */
export function RouteErrorPage() {
  return <StatusResult status="error" title="页面出错了" subTitle="请刷新页面重试，或返回首页继续浏览。" extra={<BackHomeButton />} />;
}
