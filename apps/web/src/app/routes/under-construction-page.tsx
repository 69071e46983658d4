import { Result } from 'antd';
import { BackHomeButton } from '../../components/ui/back-home-button';
import { PageContainer } from '../../components/ui/page-container';
import { useRouteMeta } from '../route-meta';
import styles from './under-construction-page.module.css';

/** The one stand-in for every page whose content is later work: it says so, under the route's own title. */
export function UnderConstructionPage() {
  const { title } = useRouteMeta();
  return (
    <PageContainer>
      <Result
        status="info"
        title={<h1 className={styles.title}>{title}</h1>}
        subTitle="该页面正在建设中，敬请期待。"
        extra={<BackHomeButton />}
      />
    </PageContainer>
  );
}
