/** The goods page as its route mounts it, a chunk of its own (the listings do not carry it, nor it them). */
import { ConsultButton } from '../../features/chat/components/consult-button';
import { GoodsDetailPage } from '../../features/catalog/pages/goods-detail-page';

/** The goods page with 咨询客服, which opens the chat feature's panel with the goods. */
export function GoodsDetailScreen() {
  return <GoodsDetailPage consult={(goods) => <ConsultButton goods={goods} />} />;
}
