import type { ComponentType, ReactNode } from 'react';
import { DailySpecialBlock } from '../components/daily-special-block';
import { FlashSaleBlock } from '../components/flash-sale-block';
import { HomeFloors } from '../components/home-floors';
import { HomeHero } from '../components/home-hero';
import { NewcomerBlock } from '../components/newcomer-block';
import { RecommendBlock } from '../components/recommend-block';
import { GoodsCardSlot, type SlotGoodsCardProps } from '../lib/goods-card-slot';
import styles from './home-page.module.css';

interface HomePageProps {
  /** The catalogue's compact goods card. */
  GoodsCard: ComponentType<SlotGoodsCardProps>;
  /** The content feature's blocks: the latest posts beside the banners, the brand wall and the news at the foot. */
  posts: ReactNode;
  brands: ReactNode;
  news: ReactNode;
}

/**
 * The home page: focus banners beside the open category menu, flash sale, daily special,
 * recommendations, the zone floors, brands and news; below the first screen each block reads its
 * data only when it comes near, so the first paint waits for a handful of calls, not twenty.
 */
export function HomePage({ GoodsCard, posts, brands, news }: HomePageProps) {
  return (
    <GoodsCardSlot value={GoodsCard}>
      <div className={styles.page}>
        <HomeHero posts={posts} />
        <NewcomerBlock />
        <FlashSaleBlock />
        <DailySpecialBlock />
        <RecommendBlock />
        <HomeFloors />
        {brands}
        {news}
      </div>
    </GoodsCardSlot>
  );
}
