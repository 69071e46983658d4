import { App, Checkbox, Empty, Modal } from 'antd';
import { useState } from 'react';
import { useCopyCartLines } from '../api/copy-cart-lines';
import { useLinkedStores } from '../../../api/get-linked-stores';
import styles from './cart.module.css';

interface CopyDialogProps {
  /** The lines to copy: the ticked ones. */
  ids: readonly number[];
  onClose(): void;
}

/** 复制到其他门店: the ticked lines into the cart of other stores of this login (never the current one). */
export function CopyDialog({ ids, onClose }: CopyDialogProps) {
  const { message } = App.useApp();
  const stores = (useLinkedStores({ enabled: true }).data ?? []).filter((store) => store.is_current !== 1);
  const [targets, setTargets] = useState<number[]>([]);
  const copy = useCopyCartLines();

  const submit = () => {
    if (targets.length === 0) {
      void message.warning('请选择要复制到的门店');
      return;
    }
    copy.mutate(
      { ids: [...ids], other_user_ids: targets },
      {
        onSuccess: (result) => {
          void message.success(`已复制 ${result.copied} 种商品到 ${result.stores} 个门店`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal title="复制到其他门店" open onCancel={onClose} onOk={submit} okText="复制" cancelText="取消" confirmLoading={copy.isPending}>
      <p className={styles.muted}>将已选的 {ids.length} 种商品复制到以下门店的购物车（数量与本店相同）：</p>
      {stores.length === 0 ? (
        <Empty description="暂无可复制的其他门店" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Checkbox.Group
          className={styles.storeList}
          value={targets}
          onChange={(values) => setTargets(values.map(Number))}
          options={stores.map((store) => ({
            value: store.id,
            label: `${store.company}（${store.username}）${store.is_passed === 1 ? '' : ' 资质审核中'}`,
            disabled: store.is_passed !== 1,
          }))}
        />
      )}
    </Modal>
  );
}
