import { RightOutlined } from '@ant-design/icons';
import type { HomeFloor as HomeFloorData, HomeFloorKey } from '@yc/contracts';
import { useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SmartLink } from '../../../components/ui/smart-link';
import { useLazyVisible } from '../../../components/ui/use-lazy-visible';
import { FLOOR_GOODS, useHomeFloors } from '../api/get-home-floors';
import { GoodsGrid } from './goods-grid';
import styles from './home-floors.module.css';
import { BlockNote } from '../../../components/ui/titled-block';
import { BRAND_RED } from '../../../config/brand';

/** Each floor's colour, under its white floor number: dark enough for 4.5:1, as the zones' own (lib/zones.ts in catalog). */
const ACCENT: Readonly<Record<HomeFloorKey, string>> = {
  yp: BRAND_RED,
  zcy: '#c0392b',
  qx: '#006d75',
  zyyp: '#874d00',
  yx: '#d4380d',
  jxq: '#ad4e00',
};

const FLOOR_HEIGHT = 360;

function HomeFloor({ floor, level }: { floor: HomeFloorData; level: number }) {
  return (
    <section className={styles.floor} aria-label={floor.title} style={{ '--accent': ACCENT[floor.key] } as CSSProperties}>
      <header className={styles.head}>
        <span className={styles.level}>{level}F</span>
        <h2 className={styles.title}>{floor.title}</h2>
        <span className={styles.subtitle}>{floor.subtitle}</span>
        <nav className={styles.links} aria-label={`${floor.title}分类`}>
          {floor.links.map((link) => (
            <Link key={link.url} to={link.url}>
              {link.name}
            </Link>
          ))}
          <Link to={floor.url} className={styles.more}>
            更多 <RightOutlined />
          </Link>
        </nav>
      </header>
      <div className={styles.body}>
        {floor.ad && (
          <SmartLink to={floor.ad.url || floor.url} className={styles.ad}>
            <LazyImage src={floor.ad.image} alt={floor.ad.title ?? floor.title} width={200} height="100%" />
          </SmartLink>
        )}
        <div className={styles.goods}>
          <GoodsGrid columns={FLOOR_GOODS} items={floor.goods.map((goods) => ({ goods }))} expiryFirst={floor.key === 'jxq'} />
        </div>
      </div>
    </section>
  );
}

/** The zone floors (GET /api/focus/demo, one call for all of them), read once they come near. */
export function HomeFloors() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useLazyVisible(ref);
  const { data, isError } = useHomeFloors({ enabled: near });
  return (
    <div ref={ref} className={styles.floors}>
      {data ? (
        data.map((floor, index) => <HomeFloor key={floor.key} floor={floor} level={index + 1} />)
      ) : (
        <BlockNote height={FLOOR_HEIGHT + 50}>{isError ? '楼层商品暂时无法加载' : '楼层商品加载中…'}</BlockNote>
      )}
    </div>
  );
}
