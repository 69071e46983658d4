import { generatePath, Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { paths } from '../../../config/paths';
import { useFocusCommon } from '../api/get-focus-common';
import styles from './brand-wall.module.css';
import { BlockNote, TitledBlock } from '../../../components/ui/titled-block';

const SHOWN = 16;

/** 品牌专区: the brands of GET /api/focus/common (already read for the header), each opening its brand page. */
export function BrandWall() {
  const brands = useFocusCommon().data?.brand;
  return (
    <TitledBlock title="品牌专区" subtitle="知名药企官方授权 · 正品保障" more={paths.ppzq} accent="#1677ff">
      {brands ? (
        <ul className={styles.wall}>
          {brands.slice(0, SHOWN).map((brand) => (
            <li key={brand.id}>
              <Link to={generatePath(paths.ppzqInfo, { id: String(brand.id) })} className={styles.brand} title={brand.name}>
                <LazyImage src={brand.logo} alt={brand.name} width="100%" height={70} />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <BlockNote height={170}>品牌加载中…</BlockNote>
      )}
    </TitledBlock>
  );
}
