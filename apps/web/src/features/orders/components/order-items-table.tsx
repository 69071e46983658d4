import { Table, Tag, type TableColumnsType } from 'antd';
import type { OrderItemView } from '@yc/contracts';
import { generatePath, Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { paths } from '../../../config/paths';
import { offYuan, yuan } from '../../../lib/format/money';
import styles from './orders.module.css';

const LINE_TAG: Record<string, { text: string; color: string }> = {
  gift: { text: '赠品', color: 'pink' },
  hg: { text: '换购', color: 'blue' },
};

/** 商品清单 of an order: each line's subtotal, its share of the discounts, what it was paid, and what may still be asked back. */
export function OrderItemsTable({ items, showReturnable }: { items: OrderItemView[]; showReturnable: boolean }) {
  const columns: TableColumnsType<OrderItemView> = [
    {
      title: '商品信息',
      key: 'goods',
      render: (_, item) => {
        const tag = LINE_TAG[item.line_type];
        return (
          <span className={styles.goodsCell}>
            <LazyImage src={item.image} alt={item.name} width={56} height={56} />
            <span className={styles.lineText}>
              <Link to={generatePath(paths.listInfo, { id: String(item.goods_id) })} className={styles.lineName}>
                {item.flash_sale_id !== null && (
                  <Tag color="red" variant="solid">
                    秒
                  </Tag>
                )}
                {tag && (
                  <Tag color={tag.color} variant="solid">
                    {tag.text}
                  </Tag>
                )}
                {item.name}
              </Link>
              <span className={styles.lineMeta}>{item.sccj}</span>
            </span>
          </span>
        );
      },
    },
    { title: '规格', dataIndex: 'ypgg', width: 130 },
    { title: '单价', key: 'price', width: 100, align: 'right', render: (_, item) => yuan(item.price) },
    { title: '数量', key: 'number', width: 80, align: 'right', render: (_, item) => `${item.number}${item.bzdw}` },
    { title: '小计', key: 'subtotal', width: 100, align: 'right', render: (_, item) => yuan(item.subtotal) },
    {
      // Discounts and cash vouchers spread over the lines (the odd fen on the last line): what a return gives back is 实付.
      title: '优惠',
      key: 'discount',
      width: 90,
      align: 'right',
      render: (_, item) => offYuan(item.discount, item.voucher),
    },
    {
      title: '实付',
      key: 'paid',
      width: 100,
      align: 'right',
      render: (_, item) => <span className={styles.price}>{yuan(item.paid)}</span>,
    },
    ...(showReturnable
      ? [
          {
            title: '可退数量',
            key: 'returnable',
            width: 90,
            align: 'right' as const,
            render: (_: unknown, item: OrderItemView) => item.returnable_number,
          },
        ]
      : []),
  ];
  return <Table<OrderItemView> rowKey="id" size="middle" columns={columns} dataSource={items} pagination={false} aria-label="商品清单" />;
}
