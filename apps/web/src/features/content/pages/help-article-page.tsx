import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useArticle } from '../api/get-article';
import { ArticleView } from '../components/article-view';
import { HelpLayout } from '../components/help-layout';
import { Trail } from '../../../components/ui/trail';

/** ?id= as the footer writes it; anything but a positive whole number is ignored. */
const articleIdOf = (raw: string | null): number | null => (raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function HelpArticlePage({ slug }: { slug: string }) {
  const [search] = useSearchParams();
  const id = articleIdOf(search.get('id'));
  const { data, isError } = useArticle(id === null ? { slug } : { id });
  return (
    <HelpLayout place={data ? { articleId: data.id } : null}>
      <ArticleView
        article={data}
        failed={isError}
        trail={data && <Trail steps={[{ label: '帮助中心', to: paths.help }, { label: data.category.name }, { label: data.title }]} />}
      />
    </HelpLayout>
  );
}

/** The page of one help route: its own article (by slug), or the article ?id= names. */
export const helpArticleScreen = (slug: string): ComponentType =>
  function HelpArticleScreen() {
    return <HelpArticlePage slug={slug} />;
  };
