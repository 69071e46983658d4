import { HoverTooltip } from '../../../components/ui/hover-popup';
import { Tag } from '../../../components/ui/tag';
import { cartTagColor } from '../lib/tags';
import styles from './cart.module.css';

interface CartTagProps {
  name: string;
  describe?: string;
  /** 换购 only: amber until its threshold is reached. */
  reached?: boolean;
}

/** One promotion word (优 秒 满 换购 赠 特 新) in the colour spec section 3 gives it. */
export function CartTag({ name, describe, reached = true }: CartTagProps) {
  const color = cartTagColor(name, reached);
  const tag = (
    <Tag color={color} solid className={styles.tag}>
      {name}
    </Tag>
  );
  return describe ? <HoverTooltip title={describe}>{tag}</HoverTooltip> : tag;
}
