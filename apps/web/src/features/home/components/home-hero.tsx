import type { ReactNode } from 'react';
import { useHomeAds } from '../api/get-home-ads';
import { FocusCarousel } from './focus-carousel';
import styles from './home-hero.module.css';
import { HomeUserPanel } from './home-user-panel';

/** The first screen: the header's category menu stays open on the left (route meta), banners in the middle, the buyer's panel on the right. */
export function HomeHero({ posts }: { posts: ReactNode }) {
  const banners = useHomeAds('').data ?? [];
  return (
    <div className={styles.hero}>
      <FocusCarousel banners={banners} />
      <HomeUserPanel posts={posts} />
    </div>
  );
}
