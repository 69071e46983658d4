import { useRef } from 'react';
import { useLazyVisible } from '../../../components/ui/use-lazy-visible';
import { paths } from '../../../config/paths';
import { formatSecondsDay } from '../../../lib/format/time';
import { useEverydayPrice } from '../api/get-everyday-price';
import { atPrice, GoodsGrid } from './goods-grid';
import { BlockNote, TitledBlock } from '../../../components/ui/titled-block';

const SHOWN = 6;

/** 每日特价 (GET /api/activity/everyday_price): today's specials at their activity price, read once the block comes near. */
export function DailySpecialBlock() {
  const ref = useRef<HTMLElement>(null);
  const near = useLazyVisible(ref);
  const { data, isError } = useEverydayPrice(SHOWN, { enabled: near });
  return (
    <TitledBlock ref={ref} title="每日特价" subtitle="精选品种 · 今日特惠" more={paths.mrtj} accent="#fa541c">
      {data && data.list.length > 0 ? (
        <GoodsGrid
          columns={SHOWN}
          items={data.list.map((g) => ({
            goods: atPrice(g, g.activity.price),
            footnote: `特价截至 ${formatSecondsDay(g.activity.end_time)}`,
          }))}
        />
      ) : (
        <BlockNote height={300}>{data ? '今日特价商品即将上新' : isError ? '特价商品暂时无法加载' : '特价商品加载中…'}</BlockNote>
      )}
    </TitledBlock>
  );
}
