import { Button } from '../../../components/ui/button';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './search-empty.module.css';

/**
 * A search that found nothing: say so, and offer the ways on — 登记求购 with the query filled in, or
 * another search. (到货提醒 sits on the goods of an out-of-stock match, which this page still lists.)
 */
export function SearchEmpty({ keywords }: { keywords: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>没有找到“{keywords}”</p>
      <p className={styles.hint}>
        换个说法试试：药品通用名、商品名、拼音首字母、批准文号或条形码都能搜；找不到的品种可以登记求购，采购会尽快为您备货。
      </p>
      <Button variant="primary" onClick={() => navigate(`${paths.pzqgAdd}?${new URLSearchParams({ name: keywords }).toString()}`)}>
        登记求购
      </Button>
    </div>
  );
}
