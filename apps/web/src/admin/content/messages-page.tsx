import {
  AdminBroadcastBody,
  BROADCAST_AUDIENCE_TEXT,
  BROADCAST_AUDIENCES,
  BROADCAST_TYPE_TEXT,
  BROADCAST_TYPES,
  type AdminBroadcast,
  type AdminBroadcastForm,
} from '@yc/contracts';
import { Button, Card, Form, Input, Popconfirm, Radio, Space, Typography } from 'antd';
import { zodFormRules } from '../../components/ui/form/zod-rule';
import { QueryTable, timeColumn, usePageState } from '../components/paged-table';
import { StorePicker } from '../components/pickers';
import { optionsOf } from '../lib/options';
import { useBroadcast, useBroadcasts } from './api/messages';

const INITIAL: Partial<AdminBroadcastForm> = { type: 'system', audience: 'stores' };
// The body's rule across fields: picked stores are needed only when sending to the stores picked.
const rule = zodFormRules(AdminBroadcastBody);

/** Messages to stores (read at /wdxx): a notice to every store or the stores picked, and what was sent. */
export function MessagesPage() {
  const [page, setPage] = usePageState();
  const sent = useBroadcasts(page);
  const send = useBroadcast();
  const [form] = Form.useForm<AdminBroadcastForm>();
  const audience = Form.useWatch('audience', form);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="发送消息">
        <Form<AdminBroadcastForm>
          form={form}
          layout="vertical"
          initialValues={INITIAL}
          onFinish={(body) =>
            send.mutateAsync(body).then(
              () => form.resetFields(),
              () => undefined,
            )
          }
        >
          <Space size="large" wrap>
            <Form.Item name="type" label="消息类型">
              <Radio.Group optionType="button" options={optionsOf(BROADCAST_TYPES, BROADCAST_TYPE_TEXT)} />
            </Form.Item>
            <Form.Item name="audience" label="发送对象">
              <Radio.Group optionType="button" options={optionsOf(BROADCAST_AUDIENCES, BROADCAST_AUDIENCE_TEXT)} />
            </Form.Item>
          </Space>
          {audience === 'stores' && (
            <Form.Item name="store_ids" label="门店" required rules={[rule('store_ids')]}>
              <StorePicker />
            </Form.Item>
          )}
          <Form.Item name="title" label="标题" required rules={[rule('title')]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="content" label="内容" required rules={[rule('content')]}>
            <Input.TextArea maxLength={2000} rows={4} showCount />
          </Form.Item>
          {audience === 'all' ? (
            <Popconfirm title="确定发送给全部门店吗？" okText="发送" cancelText="取消" onConfirm={() => form.submit()}>
              <Button type="primary" loading={send.isPending}>
                发送
              </Button>
            </Popconfirm>
          ) : (
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              发送
            </Button>
          )}
        </Form>
      </Card>
      <Card title="已发送">
        <QueryTable<AdminBroadcast>
          query={sent}
          page={page}
          onPage={setPage}
          columns={[
            {
              title: '消息',
              key: 'title',
              render: (_, m) => (
                <>
                  <div>{m.title}</div>
                  <Typography.Text type="secondary" ellipsis={{ tooltip: m.content }} style={{ maxWidth: 480 }}>
                    {m.content}
                  </Typography.Text>
                </>
              ),
            },
            { title: '类型', dataIndex: 'type_text', width: 100 },
            { title: '发送对象', dataIndex: 'audience_text', width: 100 },
            { title: '已读/送达', key: 'read', width: 110, render: (_, m) => `${m.read} / ${m.recipients}` },
            { title: '发送人', dataIndex: 'staff_name', width: 110 },
            timeColumn<AdminBroadcast>('发送时间', 'created_at'),
          ]}
        />
      </Card>
    </Space>
  );
}
