import type { ArticleCategoryPage, NewsType } from '@yc/contracts';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useLazyVisible } from '../../../components/ui/use-lazy-visible';
import { formatSecondsDay } from '../../../lib/format/time';
import { useArticleCategory } from '../api/get-article-category';
import { useHelpCategories } from '../api/get-help-categories';
import { helpHref, newsInfoHref, NEWS_LISTS } from '../lib/article-links';
import { TitledBlock } from '../../../components/ui/titled-block';
import styles from './news-digest.module.css';

const SHOWN = 6;
const HELP_GROUPS_SHOWN = 4;

function NewsColumn({ type, data }: { type: NewsType; data: ArticleCategoryPage | undefined }) {
  const list = NEWS_LISTS[type];
  const [lead, ...rest] = data?.list ?? [];
  return (
    <div className={styles.column}>
      <h3 className={styles.columnTitle}>
        {list.title}
        <Link to={list.path} className={styles.more}>
          更多
        </Link>
      </h3>
      {lead && (
        <Link to={newsInfoHref(lead.id, type)} className={styles.lead}>
          <strong>{lead.title}</strong>
          <span>{lead.summary}</span>
        </Link>
      )}
      <ul className={styles.list}>
        {rest.map((item) => (
          <li key={item.id}>
            <Link to={newsInfoHref(item.id, type)} title={item.title}>
              {item.title}
            </Link>
            <time>{formatSecondsDay(item.published_at).slice(5)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 资讯中心 of the home page: industry news (category 3) and company news beside the help centre's groups. */
export function NewsDigest() {
  const ref = useRef<HTMLElement>(null);
  const near = useLazyVisible(ref);
  const groups = (useHelpCategories().data ?? []).slice(0, HELP_GROUPS_SHOWN);
  const industry = useArticleCategory({ categoryId: NEWS_LISTS.hy.categoryId, page: 1, pageSize: SHOWN }, { enabled: near }).data;
  // One list after the other: a second call to the same path while the first is in flight would cancel it (spec section 7).
  const company = useArticleCategory(
    { categoryId: NEWS_LISTS.company.categoryId, page: 1, pageSize: SHOWN },
    { enabled: industry !== undefined },
  ).data;
  return (
    <TitledBlock ref={ref} title="资讯中心" subtitle="行业动态 · 平台公告 · 采购帮助" more={NEWS_LISTS.hy.path} accent="#13a8a8">
      <div className={styles.columns}>
        <NewsColumn type="hy" data={industry} />
        <NewsColumn type="company" data={company} />
        <div className={`${styles.column} ${styles.help}`}>
          <h3 className={styles.columnTitle}>帮助中心</h3>
          {groups.map((group) => (
            <dl key={group.id} className={styles.group}>
              <dt>{group.name}</dt>
              <dd>
                {group.children.map((article) => (
                  <Link key={article.id} to={helpHref(article)}>
                    {article.name}
                  </Link>
                ))}
              </dd>
            </dl>
          ))}
        </div>
      </div>
    </TitledBlock>
  );
}
