import type { CartItem } from '@yc/contracts';
import { yuan } from '../../../lib/format/money';
import { tagColor, type TagColor } from '../../../lib/tag-color';

/** The cart's tag colours (spec section 3): the goods' own, except 换购 in amber (gold) until its threshold is reached. */
export type CartTagColor = TagColor | 'gold';

export const cartTagColor = (name: string, reached = true): CartTagColor => (name === '换购' && !reached ? 'gold' : tagColor(name));

export interface LineTag {
  name: string;
  describe: string;
}

/** The goods' own tags, plus what the line itself earns: 秒 for flash-sale units, 特 for an activity price, 赠 for gifts. */
export function lineTags(item: CartItem): LineTag[] {
  const tags: LineTag[] = item.goods.tags.filter((t) => t.is_show !== 0).map((t) => ({ name: t.name, describe: t.describe }));
  const add = (tag: LineTag) => {
    const at = tags.findIndex((t) => t.name === tag.name);
    if (at === -1) tags.unshift(tag);
    else tags[at] = { ...tags[at], describe: tag.describe || tags[at].describe };
  };
  if (item.gift_data.total > 0) add({ name: '赠', describe: `本单赠送本品 ${item.gift_data.total}${item.goods.bzdw}` });
  if (item.type === 1 || item.flash)
    add({
      name: '秒',
      describe: item.flash ? `秒杀价 ${yuan(item.flash.price)}，本单 ${item.flash.number}${item.goods.bzdw}` : '秒杀商品',
    });
  if (item.activity) add({ name: '特', describe: `${item.activity.title} 活动价 ${yuan(item.activity.price)}` });
  return tags;
}
