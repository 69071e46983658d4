import { PageContainer } from '../../../components/ui/page-container';
import { useArticle } from '../api/get-article';
import { ArticleView } from '../components/article-view';
import { Trail } from '../../../components/ui/trail';
import styles from './privacy-page.module.css';

/** /privacy: the privacy policy, an article of the site's own. */
export function PrivacyPage() {
  const { data, isError } = useArticle({ slug: 'privacy' });
  return (
    <PageContainer>
      <div className={styles.sheet}>
        <ArticleView article={data} failed={isError} trail={<Trail steps={[{ label: '隐私政策' }]} />} />
      </div>
    </PageContainer>
  );
}
