import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Spin } from 'antd';
import { coverImage, type CartItem } from '@yc/contracts';
import { generatePath, Link } from 'react-router';
import { useMayDo } from '../../api/get-my-roles';
import { LazyImage } from '../../components/ui/lazy-image';
import { loginHref, paths } from '../../config/paths';
import { useDeleteCartLines } from '../../features/cart/api/delete-cart-lines';
import { useCartList } from '../../features/cart/api/get-cart-list';
import { yuan } from '../../lib/format/money';
import styles from './cart-drawer.module.css';

/** Spec section 5: the question every cart deletion asks first. */
const DELETE_QUESTION = '确定删除这件商品吗?';

/** One line; `onDelete` absent for a role that does not buy (财务, 查看), which only looks. */
function DrawerLine({ item, onDelete }: { item: CartItem; onDelete?: () => void }) {
  const { goods } = item;
  const href = generatePath(paths.listInfo, { id: String(goods.id) });
  return (
    <li className={styles.line} aria-label={goods.name}>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <LazyImage src={coverImage(goods)} alt={goods.name} width={56} height={56} />
      </Link>
      <div className={styles.lineInfo}>
        <Link to={href} className={styles.name} title={goods.name}>
          {goods.name}
        </Link>
        <span className={styles.meta} title={goods.sccj}>
          {goods.sccj}
        </span>
        <span className={styles.meta}>{goods.ypgg}</span>
        <span className={styles.price}>
          <strong>{yuan(item.price)}</strong> × {item.number}
        </span>
      </div>
      {onDelete && (
        <Popconfirm title={DELETE_QUESTION} okText="确定" cancelText="取消" placement="left" onConfirm={onDelete}>
          <button type="button" className={styles.delete} aria-label={`删除${goods.name}`}>
            <DeleteOutlined />
          </button>
        </Popconfirm>
      )}
    </li>
  );
}

/** What the open drawer holds: the lines with their deletion, or why there are none. */
export function DrawerContent({ member }: { member: boolean }) {
  const { data: cart, isPending } = useCartList(undefined, { enabled: member });
  const remove = useDeleteCartLines();
  const mayBuy = useMayDo('purchase');
  if (!member) {
    return (
      <div className={styles.center}>
        <Empty description="登录后可查看购物车" image={Empty.PRESENTED_IMAGE_SIMPLE}>
          <Link to={loginHref(paths.cart)}>
            <Button type="primary">登录</Button>
          </Link>
        </Empty>
      </div>
    );
  }
  if (isPending || !cart) {
    return (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  }
  if (cart.data.length === 0) {
    return (
      <div className={styles.center}>
        <Empty description="购物车空空如也~" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      </div>
    );
  }
  return (
    <>
      <ul className={styles.lines} aria-label="购物车商品">
        {cart.data.map((item) => (
          <DrawerLine key={item.id} item={item} onDelete={mayBuy ? () => remove.mutate({ ids: [item.id] }) : undefined} />
        ))}
      </ul>
      <div className={styles.footer}>
        <p>
          共 <strong>{cart.totals.total_count}</strong> 种商品，已选合计{' '}
          <strong className={styles.total}>{yuan(cart.totals.goods_amount)}</strong>
        </p>
        <Link to={paths.cart}>
          <Button type="primary" block size="large">
            {mayBuy ? '去购物车结算' : '查看购物车'}
          </Button>
        </Link>
      </div>
    </>
  );
}
