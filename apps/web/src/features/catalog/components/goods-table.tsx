import { Table, type TableColumnsType } from 'antd';
import type { GoodsCard } from '@yc/contracts';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { ladderSummary } from '../lib/ladder';
import { withOfferTags, type GoodsOffers } from '../lib/tags';
import { validityAfterLabel } from '../lib/validity';
import { BuyBox } from './buy-box';
import { goodsHref } from './goods-card';
import { GoodsPrice } from './goods-price';
import { GoodsTags } from './goods-tags';
import styles from './goods-table.module.css';

interface GoodsTableProps {
  goods: readonly GoodsCard[];
  /** 列表模式 shows a thumbnail; 无图模式 leaves it out and fits more columns. */
  withImage: boolean;
  loading?: boolean;
  expiryFirst?: boolean;
  /** What is on offer now for each goods (GET /api/goods/activities), by goods id. */
  offers?: ReadonlyMap<number, GoodsOffers>;
}

/** The 列表 and 无图 views of a listing: one row per goods, bought from the row. */
export function GoodsTable({ goods, withImage, loading = false, expiryFirst = false, offers }: GoodsTableProps) {
  const columns: TableColumnsType<GoodsCard> = [
    {
      title: '商品名称',
      key: 'name',
      render: (_, row) => (
        <div className={styles.goods}>
          {withImage && (
            <Link to={goodsHref(row.id)} tabIndex={-1} aria-hidden="true">
              <LazyImage src={row.image} alt={row.name} width={60} height={60} />
            </Link>
          )}
          <div className={styles.nameBox}>
            <Link to={goodsHref(row.id)} className={styles.name}>
              {row.name}
            </Link>
            <GoodsTags tags={withOfferTags(row.tags, offers?.get(row.id))} />
            {row.ladder_price.length > 0 && <span className={styles.ladder}>阶梯价：{ladderSummary(row)}</span>}
          </div>
        </div>
      ),
    },
    { title: '规格', dataIndex: 'ypgg', key: 'ypgg', width: withImage ? 120 : 110, ellipsis: true },
    { title: '生产厂家', dataIndex: 'sccj', key: 'sccj', width: withImage ? 170 : 150, ellipsis: true },
    ...(withImage ? [] : [{ title: '批准文号', dataIndex: 'approval_no', key: 'approval_no', width: 150, ellipsis: true }]),
    { title: '单位', dataIndex: 'bzdw', key: 'bzdw', width: 52, align: 'center' },
    {
      title: '有效期',
      key: 'xq',
      width: 130,
      render: (_, row) => {
        if (!row.xq_text) return <span className={styles.muted}>—</span>;
        const near = row.is_jxq === 1;
        return (
          <span className={near ? (expiryFirst ? styles.expiryStrong : styles.expiry) : undefined} title={row.xq_text}>
            {validityAfterLabel(row.xq_text)}
          </span>
        );
      },
    },
    {
      title: '库存',
      key: 'number',
      width: 70,
      align: 'right',
      render: (_, row) => (row.number === 0 ? <span className={styles.muted}>缺货</span> : row.number),
    },
    { title: '价格', key: 'price', width: 100, align: 'right', render: (_, row) => <GoodsPrice goods={row} /> },
    { title: '采购', key: 'buy', width: 250, render: (_, row) => <BuyBox goods={row} /> },
  ];
  return (
    <Table<GoodsCard>
      className={styles.table}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...goods]}
      loading={loading}
      pagination={false}
      locale={{ emptyText: '暂无符合条件的商品' }}
    />
  );
}
