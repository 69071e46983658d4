import type { ArticleDetail } from '@yc/contracts';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/ui/safe-html';
import { paths } from '../../../config/paths';
import { formatSecondsDay } from '../../../lib/format/time';
import styles from './article-view.module.css';

interface ArticleViewProps {
  article: ArticleDetail | undefined;
  failed: boolean;
  /** News shows its date; help articles and the privacy policy do not. */
  dated?: boolean;
  /** Links to the articles before and after it (news). */
  hrefOf?: (id: number) => string;
  /** Above the title: where the reader is. */
  trail?: ReactNode;
}

/** One article: its title, the site's own HTML, and for news its date and neighbours. */
export function ArticleView({ article, failed, dated = false, hrefOf, trail }: ArticleViewProps) {
  if (failed) {
    return (
      <Result
        status="404"
        title="文章不存在"
        subTitle="该文章可能已下线，请从左侧菜单查看其他内容。"
        extra={<Link to={paths.home}>返回首页</Link>}
      />
    );
  }
  if (!article) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <article className={styles.article}>
      {trail && <div className={styles.trail}>{trail}</div>}
      <h1 className={styles.title}>{article.title}</h1>
      {dated && (
        <p className={styles.meta}>
          <span>发布时间：{formatSecondsDay(article.published_at)}</span>
          <span>栏目：{article.category.name}</span>
        </p>
      )}
      <SafeHtml className={styles.body} html={article.body} />
      {hrefOf && (article.prev || article.next) && (
        <nav className={styles.around} aria-label="上一篇与下一篇">
          <p>
            上一篇：
            {article.prev ? <Link to={hrefOf(article.prev.id)}>{article.prev.title}</Link> : <span className={styles.none}>没有了</span>}
          </p>
          <p>
            下一篇：
            {article.next ? <Link to={hrefOf(article.next.id)}>{article.next.title}</Link> : <span className={styles.none}>没有了</span>}
          </p>
        </nav>
      )}
    </article>
  );
}
