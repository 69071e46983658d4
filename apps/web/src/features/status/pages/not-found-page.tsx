import { BackHomeButton } from '../../../components/ui/back-home-button';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusResult } from '../../../components/ui/status-result';

export function NotFoundPage() {
  return (
    <PageContainer>
      <StatusResult status="404" title="404" subTitle="抱歉，您访问的页面不存在。" extra={<BackHomeButton />} />
    </PageContainer>
  );
}
