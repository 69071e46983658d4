/** The detail page's 医保, 基药, 集采, 谈判 and 冷链 badges (the 处方/OTC mark stands before the name). */
import { coldChainText, YB_CLASS_TEXT, type DrugRegulatory } from '@yc/contracts';
import { Tag, type TagHue } from '../../../components/ui/tag';
import styles from './regulatory-badges.module.css';

export function RegulatoryBadges({ goods }: { goods: DrugRegulatory }) {
  const badges: [string, TagHue, string | false][] = [
    ['yb', 'blue', goods.yb_class !== '非医保' && YB_CLASS_TEXT[goods.yb_class]],
    ['jy', 'orange', goods.is_essential === 1 && '国家基药'],
    ['jc', 'gold', goods.is_vbp === 1 && '集采'],
    ['tp', 'pink', goods.is_negotiated === 1 && '谈判药品'],
    ['ll', 'blue', goods.cold_chain !== null && `冷链 ${coldChainText(goods.cold_chain)}`],
  ];
  const shown = badges.filter((b): b is [string, TagHue, string] => b[2] !== false);
  if (shown.length === 0) return null;
  return (
    <p className={styles.badges} aria-label="药品属性">
      {shown.map(([key, hue, text]) => (
        <Tag key={key} color={hue}>
          {text}
        </Tag>
      ))}
    </p>
  );
}
