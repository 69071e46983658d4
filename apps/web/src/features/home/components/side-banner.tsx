import { CloseOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { SmartLink } from '../../../components/ui/smart-link';
import { useHomeAds } from '../api/get-home-ads';
import styles from './side-banner.module.css';

/**
 * The floating side banner (GET /api/focus/right) beside the page's right edge: the full picture where
 * the window leaves room for it, a narrow tab with its title where it does not; the buyer may close it.
 */
export function SideBanner() {
  const banner = useHomeAds('right').data?.[0];
  const [closed, setClosed] = useState(false);
  if (!banner || closed) return null;
  const title = banner.title ?? '';
  return (
    <aside className={styles.side} aria-label="侧边广告">
      <SmartLink to={banner.url} className={styles.picture}>
        <img src={banner.image} alt={title} />
      </SmartLink>
      <SmartLink to={banner.url} className={styles.tab}>
        <span className={styles.tabTitle}>{title}</span>
        <span className={styles.go}>GO</span>
      </SmartLink>
      <button type="button" className={styles.close} aria-label="关闭广告" onClick={() => setClosed(true)}>
        <CloseOutlined />
      </button>
    </aside>
  );
}
