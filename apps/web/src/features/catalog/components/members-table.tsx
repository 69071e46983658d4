import { Table } from 'antd';
import type { CombinationMember } from '@yc/contracts';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { goodsHref } from './goods-card';
import { GoodsPrice } from './goods-price';
import styles from './members-table.module.css';

/** The goods a 套餐 is made of, one row each, with how many of it one package holds. */
export function MembersTable({ members }: { members: readonly CombinationMember[] }) {
  return (
    <Table<CombinationMember>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...members]}
      columns={[
        {
          title: '商品',
          key: 'name',
          render: (_, member) => (
            <Link to={goodsHref(member.id)} className={styles.memberName}>
              <LazyImage src={member.image} alt={member.name} width={48} height={48} />
              {member.name}
            </Link>
          ),
        },
        { title: '规格', dataIndex: 'ypgg', key: 'ypgg' },
        { title: '生产厂家', dataIndex: 'sccj', key: 'sccj' },
        { title: '单价', key: 'price', render: (_, member) => <GoodsPrice goods={member} /> },
        { title: '每套数量', key: 'combination_number', render: (_, member) => `${member.combination_number}${member.bzdw}` },
      ]}
    />
  );
}
