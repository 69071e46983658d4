import { NEWS_TYPES, type NewsType } from '@yc/contracts';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useArticle } from '../api/get-article';
import { ArticleView } from '../components/article-view';
import { HelpLayout } from '../components/help-layout';
import { Trail } from '../../../components/ui/trail';
import { newsInfoHref, NEWS_LISTS } from '../lib/article-links';

const isNewsType = (value: string | undefined): value is NewsType => (NEWS_TYPES as readonly (string | undefined)[]).includes(value);

function NewsArticle({ id, type }: { id: number; type: NewsType }) {
  const { data, isError } = useArticle({ id });
  const list = NEWS_LISTS[type];
  return (
    <HelpLayout place={{ news: type }}>
      <ArticleView
        article={data}
        failed={isError}
        dated
        hrefOf={(next) => newsInfoHref(next, type)}
        trail={data && <Trail steps={[{ label: '新闻中心' }, { label: list.title, to: list.path }, { label: data.title }]} />}
      />
    </HelpLayout>
  );
}

/** /news/info/{id}/{type}: one news article, the list it came from marked in the menu; a malformed address is a 404. */
export function NewsInfoPage() {
  const { id, type } = useParams();
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || !isNewsType(type)) return <Navigate to={paths.notFound} replace />;
  return <NewsArticle key={id} id={Number(id)} type={type} />;
}
