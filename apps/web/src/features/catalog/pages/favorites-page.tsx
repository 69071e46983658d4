import { App, Button, Empty, Pagination, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { FavoritePage } from '@yc/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { useCancelFavorite } from '../api/cancel-favorite';
import { useFavorites } from '../api/get-favorites';
import { BuyBox } from '../components/buy-box';
import { goodsHref } from '../components/goods-card';
import { GoodsPrice } from '../components/goods-price';
import { GoodsTags } from '../components/goods-tags';
import { RequireMember } from '../components/require-member';
import { formatSecondsTime } from '../../../lib/format/time';
import styles from './member-lists.module.css';

type Favorite = FavoritePage['list'][number];
const PAGE_SIZE = 20;

function FavoritesList() {
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page')) || 1;
  const { data, isPending, isFetching } = useFavorites({ page, page_size: PAGE_SIZE }, { enabled: true });
  const cancel = useCancelFavorite();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);

  const remove = (ids: number[]) =>
    cancel.mutate(
      { goods_ids: ids },
      {
        onSuccess: () => {
          setSelected((current) => current.filter((id) => !ids.includes(id)));
          void message.success('取消收藏成功');
        },
      },
    );

  const columns: TableColumnsType<Favorite> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, row) => (
        <div className={styles.goods}>
          <Link to={goodsHref(row.id)} tabIndex={-1} aria-hidden="true">
            <LazyImage src={row.image} alt={row.name} width={72} height={72} />
          </Link>
          <div className={styles.goodsText}>
            <Link to={goodsHref(row.id)} className={styles.name}>
              {row.name}
            </Link>
            <span className={styles.meta}>
              {row.ypgg} · {row.sccj}
            </span>
            <GoodsTags tags={row.tags} />
            {row.is_jxq === 1 && row.xq && <span className={styles.expiry}>有效期至 {row.xq}</span>}
          </div>
        </div>
      ),
    },
    { title: '价格', key: 'price', width: 120, render: (_, row) => <GoodsPrice goods={row} /> },
    { title: '库存', key: 'number', width: 80, render: (_, row) => (row.number === 0 ? '缺货' : `${row.number}${row.bzdw}`) },
    { title: '收藏时间', key: 'favorited_at', width: 140, render: (_, row) => formatSecondsTime(row.favorited_at) },
    { title: '采购', key: 'buy', width: 250, render: (_, row) => <BuyBox goods={row} /> },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => remove([row.id])} loading={cancel.isPending && cancel.variables?.goods_ids.includes(row.id)}>
          取消收藏
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className={styles.tools}>
        <Popconfirm title={`确定取消收藏选中的 ${selected.length} 件商品吗？`} okText="确定" cancelText="取消" onConfirm={() => remove(selected)} disabled={selected.length === 0}>
          <Button disabled={selected.length === 0}>批量取消收藏</Button>
        </Popconfirm>
        <span className={styles.count}>{data ? `共收藏 ${data.total} 件商品` : ''}</span>
      </div>
      <Table<Favorite>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isPending || isFetching}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        locale={{
          emptyText: (
            <Empty description="还没有收藏的商品">
              <Link to={paths.list}>
                <Button type="primary">去逛逛</Button>
              </Link>
            </Empty>
          ),
        }}
      />
      {data && data.total > PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          />
        </div>
      )}
    </>
  );
}

/** /star: the store's favourites (GET /api/favorite {page}), cancelled one by one or together. */
export function FavoritesPage() {
  return (
    <PageContainer>
      <section className={styles.panel}>
        <h1 className={styles.title}>我的收藏</h1>
        <RequireMember>
          <FavoritesList />
        </RequireMember>
      </section>
    </PageContainer>
  );
}
