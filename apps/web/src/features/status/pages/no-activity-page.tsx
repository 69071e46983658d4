import { BackHomeButton } from '../../../components/ui/back-home-button';
import { PageContainer } from '../../../components/ui/page-container';
import { StatusResult } from '../../../components/ui/status-result';

export function NoActivityPage() {
  return (
    <PageContainer>
      <StatusResult status="warning" title="活动不存在" subTitle="该活动不存在或已结束，去看看其他商品吧。" extra={<BackHomeButton />} />
    </PageContainer>
  );
}
