import { STAFF_ROLE_TEXT, StaffPasswordBody, type StaffRow } from '@yc/contracts';
import { Button, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../components/ui/form/zod-rule';
import { formatSecondsTime } from '../../lib/format/time';
import { EditModal } from '../components/edit-modal';
import { QueryTable, usePageState } from '../components/paged-table';
import { useCreateStaff, useResetPassword, useStaffList, useUpdateStaff } from './api/staff';
import { ManagerCards } from './manager-cards';
import { StaffFields, type StaffFormValues } from './staff-form';

type Editing = { kind: 'create' } | { kind: 'edit'; member: StaffRow } | { kind: 'password'; member: StaffRow } | null;

const FIELDS = ['username', 'name', 'roles', 'account_manager_id', 'password'];

function StaffDialog({ editing, onClose }: { editing: Editing; onClose(): void }) {
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const reset = useResetPassword();
  if (!editing) return null;
  const title =
    editing.kind === 'create'
      ? '新增员工'
      : editing.kind === 'edit'
        ? `编辑员工：${editing.member.name}`
        : `重置密码：${editing.member.name}`;
  const initial =
    editing.kind === 'edit'
      ? {
          name: editing.member.name,
          roles: editing.member.roles,
          account_manager_id: editing.member.account_manager_id ?? undefined,
          enabled: editing.member.enabled === 1,
        }
      : { roles: [] };
  const submit = (v: StaffFormValues) => {
    if (editing.kind === 'create')
      return create.mutateAsync({
        username: v.username ?? '',
        name: v.name,
        roles: v.roles,
        account_manager_id: v.account_manager_id,
        password: v.password ?? '',
      });
    if (editing.kind === 'edit')
      return update.mutateAsync({
        id: editing.member.id,
        body: { name: v.name, roles: v.roles, account_manager_id: v.account_manager_id, enabled: v.enabled ? 1 : 0 },
      });
    return reset.mutateAsync({ id: editing.member.id, password: v.password ?? '' });
  };
  return (
    <EditModal<StaffFormValues> open title={title} width={520} initialValues={initial} fields={FIELDS} onSubmit={submit} onClose={onClose}>
      {editing.kind === 'password' ? (
        <Form.Item name="password" label="新密码" rules={[zodRule(StaffPasswordBody.shape.password)]}>
          <Input.Password autoComplete="new-password" placeholder="8-20位，须包含字母和数字" />
        </Form.Item>
      ) : (
        <StaffFields creating={editing.kind === 'create'} />
      )}
    </EditModal>
  );
}

/** Who may log in to the console, with which roles; a disabled member keeps their place in the audit log. */
export function StaffPage() {
  const [page, setPage] = usePageState();
  const [keywords, setKeywords] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing>(null);
  const list = useStaffList({ keywords, ...page });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Input.Search placeholder="用户名或姓名" allowClear style={{ width: 260 }} onSearch={(v) => setKeywords(v.trim() || undefined)} />
        <Button type="primary" onClick={() => setEditing({ kind: 'create' })}>
          新增员工
        </Button>
      </Space>
      <QueryTable<StaffRow>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'name' },
          {
            title: '角色',
            key: 'roles',
            render: (_, m) =>
              m.roles.map((r) => (
                <Tag key={r} color={r === 'admin' ? 'red' : 'blue'}>
                  {STAFF_ROLE_TEXT[r]}
                </Tag>
              )),
          },
          { title: '对应客户经理', dataIndex: 'account_manager_name', render: (n: string | null) => n ?? '—' },
          { title: '状态', dataIndex: 'enabled', render: (e: number) => (e ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          { title: '创建时间', dataIndex: 'created_at', render: (at: number) => formatSecondsTime(at) },
          {
            title: '操作',
            key: 'action',
            render: (_, m) => (
              <Space>
                <Button size="small" onClick={() => setEditing({ kind: 'edit', member: m })}>
                  编辑
                </Button>
                <Button size="small" onClick={() => setEditing({ kind: 'password', member: m })}>
                  重置密码
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <StaffDialog
        key={editing ? `${editing.kind}-${'member' in editing ? editing.member.id : 0}` : 'none'}
        editing={editing}
        onClose={() => setEditing(null)}
      />
      <ManagerCards />
    </Space>
  );
}
