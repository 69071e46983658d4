import type { HelpCategory, NewsType } from '@yc/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { useHelpCategories } from '../api/get-help-categories';
import { helpHref, NEWS_LISTS } from '../lib/article-links';
import styles from './help-layout.module.css';

/** What the menu marks as the page being read: a help article, or a news list (also while reading one of its articles). */
export type HelpPlace = { articleId: number } | { news: NewsType } | null;

interface MenuGroup {
  key: string;
  name: string;
  items: { key: string; name: string; to: string; active: boolean }[];
}

/** Spec section 2 puts the news centre among the help groups, after 关于我们. */
const NEWS_AFTER_GROUP = 'us';

function menuGroups(groups: readonly HelpCategory[], place: HelpPlace): MenuGroup[] {
  const news: MenuGroup = {
    key: 'news',
    name: '新闻中心',
    items: (Object.keys(NEWS_LISTS) as NewsType[]).map((type) => ({
      key: type,
      name: NEWS_LISTS[type].title,
      to: NEWS_LISTS[type].path,
      active: place !== null && 'news' in place && place.news === type,
    })),
  };
  const help = groups.map((group): MenuGroup => ({
    key: group.key,
    name: group.name,
    items: group.children.map((article) => ({
      key: String(article.id),
      name: article.name,
      to: helpHref(article),
      active: place !== null && 'articleId' in place && place.articleId === article.id,
    })),
  }));
  const at = help.findIndex((group) => group.key === NEWS_AFTER_GROUP);
  return at < 0 ? [...help, news] : [...help.slice(0, at + 1), news, ...help.slice(at + 1)];
}

/** The help centre's frame: every group with its articles on the left (the news lists among them), the page on the right. */
export function HelpLayout({ place, children }: { place: HelpPlace; children: ReactNode }) {
  const groups = menuGroups(useHelpCategories().data ?? [], place);
  return (
    <PageContainer>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label="帮助中心">
          <h2 className={styles.menuTitle}>帮助中心</h2>
          {groups.map((group) => (
            <section key={group.key} className={styles.group} aria-label={group.name}>
              <h3 className={styles.groupTitle}>{group.name}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <Link to={item.to} className={item.active ? styles.active : undefined} aria-current={item.active ? 'page' : undefined}>
                      {item.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </PageContainer>
  );
}
