import { SmartLink } from '../../../components/ui/smart-link';
import { useSessionStore } from '../../../stores/session';
import { useHomeAds } from '../api/get-home-ads';
import styles from './newcomer-block.module.css';

/** 新人推荐 (GET /api/focus/xrtj) for a member whose store has not paid an order yet; the server answers nothing to anyone else. */
export function NewcomerBlock() {
  const member = useSessionStore((state) => state.status === 'member');
  const { data } = useHomeAds('xrtj', member);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.block} aria-label="新人推荐">
      <h2 className={styles.title}>新人推荐</h2>
      <div className={styles.list}>
        {data.map((banner) => (
          <SmartLink key={banner.image} to={banner.url} className={styles.item}>
            <img src={banner.image} alt={banner.title ?? '新人推荐'} width={390} height={200} />
          </SmartLink>
        ))}
      </div>
    </section>
  );
}
