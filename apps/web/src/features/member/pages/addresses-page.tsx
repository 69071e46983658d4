import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { ADDRESS_LIMIT, type AddressView } from '@yc/contracts';
import { useState } from 'react';
import { useMayDo } from '../../../api/get-my-roles';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useAddresses } from '../../../lib/addresses';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressDialog } from '../components/address-dialog';
import styles from '../components/member.module.css';

/** /addr: the store's delivery addresses; add, edit, make default, delete (after a confirmation) for its 负责人. */
export function AddressesPage() {
  const { data, isPending } = useAddresses();
  const mayEdit = useMayDo('manage');
  const { modal, message } = App.useApp();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [dialog, setDialog] = useState<{ open: boolean; address?: AddressView }>({ open: false });
  const count = data?.length ?? 0;

  const confirmDelete = (address: AddressView) =>
    modal.confirm({
      title: '确定删除该收货地址吗？',
      content: `${address.consignee} ${address.phone} ${address.full_address}`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(address.id).then(() => void message.success('删除成功')),
    });

  const columns: TableColumnsType<AddressView> = [
    { title: '收货人', dataIndex: 'consignee', width: 100 },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '所在地区', key: 'region', width: 180, render: (_, a) => [a.province, a.city, a.district].filter(Boolean).join(' ') },
    {
      title: '详细地址',
      key: 'detail',
      render: (_, a) => (
        <>
          {a.detail} {a.is_default === 1 && <Tag color="red">默认地址</Tag>}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      hidden: !mayEdit,
      render: (_, a) => (
        <>
          <Button type="link" size="small" onClick={() => setDialog({ open: true, address: a })}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(a)}>
            删除
          </Button>
          {a.is_default !== 1 && (
            <Button
              type="link"
              size="small"
              loading={makeDefault.isPending && makeDefault.variables === a.id}
              onClick={() => makeDefault.mutate(a.id, { onSuccess: () => void message.success('已设为默认地址') })}
            >
              设为默认
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <SectionPanel
      title="收货地址"
      extra={
        <>
          <span className={styles.muted}>
            已保存 {count} 个，最多 {ADDRESS_LIMIT} 个
          </span>
          {mayEdit && (
            <Button type="primary" icon={<PlusOutlined />} disabled={count >= ADDRESS_LIMIT} onClick={() => setDialog({ open: true })}>
              新增收货地址
            </Button>
          )}
        </>
      }
    >
      <Table<AddressView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={isPending}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有收货地址" /> }}
      />
      <AddressDialog open={dialog.open} address={dialog.address} onClose={() => setDialog({ open: false })} />
    </SectionPanel>
  );
}
