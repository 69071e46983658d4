import { Alert, Modal, Space, Typography } from 'antd';
import type { CreatedApiKey } from '@yc/contracts';
import styles from './api-keys.module.css';

/** The one time a key's secret is shown: copy it into the ERP now, it cannot be read again. */
export function CreatedKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  return (
    <Modal title={`密钥「${created.name}」已创建`} open onCancel={onClose} onOk={onClose} okText="我已保存" cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title="密钥只显示这一次，关闭后无法再次查看。请立即复制并保存到 ERP 系统中。" />
        <Typography.Paragraph copyable={{ text: created.secret, tooltips: ['复制密钥', '已复制'] }} className={styles.secret} aria-label="新密钥">
          {created.secret}
        </Typography.Paragraph>
      </Space>
    </Modal>
  );
}
