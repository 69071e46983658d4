import { AccountManagerIdCardBody, type AccountManagerCard } from '@yc/contracts';
import { Button, Card, Form, Input, Table, Tag, Typography } from 'antd';
import { zodRule } from '../../components/ui/form/zod-rule';
import { EditModal, useEditing } from '../components/edit-modal';
import { useManagerCards, useSetManagerIdCard } from './api/account-managers';

/**
 * The account-manager cards stores see, with the 身份证号 the 首营资料's 委托书 prints for each:
 * shown masked, typed afresh to change (the console never holds the full number).
 */
export function ManagerCards() {
  const cards = useManagerCards();
  const editing = useEditing<AccountManagerCard>();
  const save = useSetManagerIdCard();
  const card = editing.row;
  return (
    <Card title="客户经理名片" extra={<Typography.Text type="secondary">身份证号打印在首营资料的委托书上</Typography.Text>}>
      <Table<AccountManagerCard>
        rowKey="id"
        size="small"
        loading={cards.isFetching}
        dataSource={cards.data}
        pagination={false}
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            render: (name: string, m) =>
              m.is_default ? (
                <>
                  {name} <Tag>默认</Tag>
                </>
              ) : (
                name
              ),
          },
          { title: '电话', dataIndex: 'phone' },
          {
            title: '身份证号',
            dataIndex: 'id_card_no',
            render: (no: string) => no || <Typography.Text type="secondary">未登记</Typography.Text>,
          },
          {
            title: '操作',
            key: 'action',
            width: 140,
            render: (_, m) => (
              <Button type="link" size="small" onClick={() => editing.edit(m)} aria-label={`修改${m.name}的身份证号`}>
                修改身份证号
              </Button>
            ),
          },
        ]}
      />
      <EditModal<AccountManagerIdCardBody>
        title={`修改身份证号：${card?.name ?? ''}`}
        open={editing.open}
        onClose={editing.close}
        width={440}
        fields={['id_card_no']}
        onSubmit={(body) => save.mutateAsync({ id: card?.id ?? 0, body })}
      >
        <Form.Item
          name="id_card_no"
          label="身份证号"
          extra={card?.id_card_no ? `当前：${card.id_card_no}；留空保存即清除` : '当前未登记'}
          rules={[zodRule(AccountManagerIdCardBody.shape.id_card_no)]}
        >
          <Input maxLength={18} autoComplete="off" placeholder="18位，末位可为X" />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
