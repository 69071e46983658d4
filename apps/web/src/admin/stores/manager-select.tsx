import type { AdminStoreDetail } from '@yc/contracts';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useAssignManager, useStoreOptions } from './api/stores';

/** The account manager the store's header shows; administrators assign one. */
export function ManagerSelect({ store }: { store: AdminStoreDetail }) {
  const options = useStoreOptions();
  const assign = useAssignManager();
  const [managerId, setManagerId] = useState<number | undefined>(store.manager?.id);
  return (
    <Space>
      <Select
        aria-label="客户经理"
        style={{ width: 220 }}
        value={managerId}
        onChange={setManagerId}
        placeholder="选择客户经理"
        options={options.data?.managers.map((m) => ({ value: m.id, label: `${m.name}（${m.phone}）` }))}
      />
      <Button
        type="primary"
        disabled={!managerId || managerId === store.manager?.id}
        loading={assign.isPending}
        onClick={() => managerId && assign.mutate({ id: store.id, managerId })}
      >
        分配
      </Button>
    </Space>
  );
}
