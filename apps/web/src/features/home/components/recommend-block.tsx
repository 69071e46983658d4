import { useRef } from 'react';
import { useLazyVisible } from '../../../components/ui/use-lazy-visible';
import { useRecommended } from '../api/get-recommended';
import { GoodsGrid } from './goods-grid';
import { BlockNote, TitledBlock } from '../../../components/ui/titled-block';
import { BRAND_RED } from '../../../config/brand';

/** 为你推荐 (GET /api/index_wntj/1): two rows of five. */
export function RecommendBlock() {
  const ref = useRef<HTMLElement>(null);
  const near = useLazyVisible(ref);
  const { data, isError } = useRecommended(1, { enabled: near });
  return (
    <TitledBlock ref={ref} title="为你推荐" subtitle="根据您的采购与浏览记录推荐" accent={BRAND_RED}>
      {data && data.length > 0 ? (
        <GoodsGrid columns={5} items={data.map((goods) => ({ goods }))} />
      ) : (
        <BlockNote height={640}>{data ? '暂无推荐商品' : isError ? '推荐商品暂时无法加载' : '推荐商品加载中…'}</BlockNote>
      )}
    </TitledBlock>
  );
}
