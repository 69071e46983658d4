import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePostList } from '../api/get-post-list';
import { newsInfoHref } from '../lib/article-links';
import styles from './latest-posts.module.css';

/** 资讯公告: the newest posts of both news lists (GET /api/focus/postList), each marked with its list. */
export function LatestPosts({ count }: { count: number }) {
  const posts = usePostList(count).data?.list ?? [];
  return (
    <section className={styles.posts} aria-label="资讯公告">
      <h3 className={styles.title}>
        资讯公告
        <Link to={paths.newsCompany} className={styles.more}>
          更多
        </Link>
      </h3>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.id}>
            <span className={post.type === 'company' ? styles.notice : styles.industry}>{post.type === 'company' ? '公告' : '行业'}</span>
            <Link to={newsInfoHref(post.id, post.type)} title={post.title}>
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
