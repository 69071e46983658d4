import { Result } from 'antd';
import { BackHomeButton } from '../components/ui/back-home-button';

/** Shown instead of react-router's English error screen when a page throws while rendering. */
export function RouteErrorPage() {
  return <Result status="error" title="页面出错了" subTitle="请刷新页面重试，或返回首页继续浏览。" extra={<BackHomeButton />} />;
}
