import { Result } from 'antd';
import { BackHomeButton } from '../../../components/ui/back-home-button';
import { PageContainer } from '../../../components/ui/page-container';

export function NotFoundPage() {
  return (
    <PageContainer>
      <Result status="404" title="404" subTitle="抱歉，您访问的页面不存在。" extra={<BackHomeButton />} />
    </PageContainer>
  );
}
