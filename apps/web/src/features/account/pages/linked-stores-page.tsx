import { App, Alert, Button, Form, Input, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { MultiLinkBody, type LinkedStore } from '@yc/contracts';
import { useState } from 'react';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useLinkedStores } from '../../../api/get-linked-stores';
import { useLinkStores } from '../api/link-stores';
import { useSwitchStore } from '../api/switch-store';
import { useUntieStore } from '../api/untie-store';
import styles from './linked-stores-page.module.css';

/** Spec section 5: switching needs this confirmation. */
const SWITCH_CONFIRM = '您是否确定要切换此账号？';

function LinkForm() {
  const [form] = Form.useForm<MultiLinkBody>();
  const { message } = App.useApp();
  const [refusal, setRefusal] = useState('');
  const link = useLinkStores({ onBizError: (error) => setRefusal(error.message) });
  const onFinish = (values: MultiLinkBody) => {
    setRefusal('');
    link.mutate(MultiLinkBody.parse(values), {
      onSuccess: () => {
        form.resetFields();
        void message.success('关联成功');
      },
      onError: (error) => showServerErrors(form, error, ['username', 'password']),
    });
  };
  return (
    <Form form={form} name="link-store" layout="inline" onFinish={onFinish} autoComplete="off" className={styles.linkForm}>
      <Form.Item name="username" rules={[zodRule(MultiLinkBody.shape.username)]}>
        <Input placeholder="对方店铺的登录手机号" aria-label="店铺登录账号" maxLength={11} />
      </Form.Item>
      <Form.Item name="password" rules={[zodRule(MultiLinkBody.shape.password)]}>
        <Input.Password placeholder="对方店铺的登录密码" aria-label="店铺登录密码" autoComplete="off" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={link.isPending}>
          关联店铺
        </Button>
      </Form.Item>
      {refusal && <Alert type="error" showIcon title={refusal} className={styles.refusal} />}
    </Form>
  );
}

/** /ddgl: the login's stores with current and owner marks; switch (after spec section 5's confirmation), untie, link another. */
export function LinkedStoresPage() {
  const { data, isPending } = useLinkedStores({ enabled: true });
  const { modal, message } = App.useApp();
  const switching = useSwitchStore();
  const untie = useUntieStore();

  const confirmSwitch = (store: LinkedStore) =>
    modal.confirm({
      title: SWITCH_CONFIRM,
      content: `切换到：${store.company}`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => switching.mutate({ id: store.id }),
    });

  const confirmUntie = (store: LinkedStore) =>
    modal.confirm({
      title: '确定解除与该店铺的关联吗？',
      content: `解除后将不能再切换到“${store.company}”，如需再次关联，需要该店铺的登录密码。`,
      okText: '解除关联',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => untie.mutateAsync(store.id).then(() => void message.success('解绑成功')),
    });

  const columns: TableColumnsType<LinkedStore> = [
    {
      title: '店铺名称',
      key: 'company',
      render: (_, s) => (
        <span className={styles.company}>
          {s.company}
          {s.is_current === 1 && <Tag color="red">当前店铺</Tag>}
          <Tag color={s.is_owner === 1 ? 'blue' : 'default'}>{s.is_owner === 1 ? '本账号店铺' : '关联店铺'}</Tag>
        </span>
      ),
    },
    { title: '登录账号', dataIndex: 'username', width: 140 },
    {
      title: '资质状态',
      key: 'is_passed',
      width: 110,
      render: (_, s) => (s.is_passed === 1 ? <Tag color="success">已通过</Tag> : <Tag color="warning">审核中</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, s) => (
        <>
          {s.is_current === 1 ? (
            <span className={styles.using}>正在使用</span>
          ) : (
            <Button type="link" size="small" onClick={() => confirmSwitch(s)} aria-label={`切换到${s.company}`}>
              切换
            </Button>
          )}
          {s.is_owner !== 1 && s.is_current !== 1 && (
            <Button type="link" size="small" danger onClick={() => confirmUntie(s)} aria-label={`解绑${s.company}`}>
              解绑
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <SectionPanel title="多店管理">
        <p className={styles.muted}>一个登录账号可管理多家店铺；购物车、订单、钱包和收货地址按店铺分开，切换后页面将重新加载。</p>
        <Table<LinkedStore> rowKey="id" size="middle" columns={columns} dataSource={data ?? []} loading={isPending} pagination={false} />
      </SectionPanel>
      <SectionPanel level={2} title="关联其他店铺">
        <p className={styles.muted}>输入另一家店铺的登录账号和密码，验证通过后即可在此账号下切换管理该店铺。</p>
        <LinkForm />
      </SectionPanel>
      <Spin fullscreen spinning={switching.isPending || switching.isSuccess} description="正在切换账号..." />
    </>
  );
}
