import { Card, Skeleton, Switch, Typography } from 'antd';
import { useSetTraceCodeSetting, useTraceCodeSetting } from './api/settings';

/** Site-wide switches of the console, for administrators: today whether shipping waits for the 追溯码. */
export function SettingsPage() {
  const setting = useTraceCodeSetting();
  const save = useSetTraceCodeSetting();
  return (
    <Card title="发货设置">
      {setting.data ? (
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12 }}>
          <Switch
            id="trace-codes-required"
            checked={setting.data.required === 1}
            loading={save.isPending}
            onChange={(on) => save.mutate({ required: on ? 1 : 0 })}
          />
          <div>
            <label htmlFor="trace-codes-required">发货须扫追溯码</label>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              开启后，订单中每一行药品的追溯码须全部扫齐才能发货；无追溯码的商品不受影响。
            </Typography.Paragraph>
          </div>
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}
