/** The home page's blocks composed from the features they come from; a chunk of its own, loaded by HomeScreen. */
import { GoodsCard } from '../../features/catalog/components/goods-card';
import { BrandWall } from '../../features/content/components/brand-wall';
import { LatestPosts } from '../../features/content/components/latest-posts';
import { NewsDigest } from '../../features/content/components/news-digest';
import type { SlotGoodsCardProps } from '../../features/home/lib/goods-card-slot';
import { HomePage } from '../../features/home/pages/home-page';

const POSTS_SHOWN = 5;

/** The home blocks draw the catalogue's card in its compact form. */
function CompactGoodsCard(props: SlotGoodsCardProps) {
  return <GoodsCard {...props} compact />;
}

export function HomeBlocks() {
  return <HomePage GoodsCard={CompactGoodsCard} posts={<LatestPosts count={POSTS_SHOWN} />} brands={<BrandWall />} news={<NewsDigest />} />;
}
