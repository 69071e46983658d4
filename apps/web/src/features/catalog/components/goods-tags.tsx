import { HoverTooltip } from '../../../components/ui/hover-popup';
import { Tag } from '../../../components/ui/tag';
import { tagColor } from '../../../lib/tag-color';
import { visibleTags, type GoodsTag } from '../lib/tags';
import styles from './goods-tags.module.css';

/** The promotion tags of a goods in the spec's colours; hovering one shows what it means. */
export function GoodsTags({ tags }: { tags: readonly GoodsTag[] }) {
  const shown = visibleTags(tags);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="商品标签">
      {shown.map((tag) => (
        <li key={tag.name}>
          <HoverTooltip title={tag.describe || undefined}>
            <Tag color={tagColor(tag.name)} filled className={styles.tag}>
              {tag.name}
            </Tag>
          </HoverTooltip>
        </li>
      ))}
    </ul>
  );
}
