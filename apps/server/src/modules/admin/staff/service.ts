/** Staff accounts, kept by administrators: who may log in to the console and with which roles. */
import { maskIdCardNo, type AccountManagerCard, type StaffCreateBody, type StaffPage, type StaffQuery, type StaffRole, type StaffUpdateBody } from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, notFound, refuse } from '../../../lib/errors.js';
import { hashPassword } from '../../../lib/password.js';
import { deleteSessionsOf } from '../auth/queries.js';
import { audit, audited } from '../shared/audit.js';
import type { StaffContext } from '../shared/session.js';
import { managerCard, managerCards } from '../stores/queries.js';
import * as q from './queries.js';

const ENTITY = 'staff';

export async function listStaff(db: Db, query: StaffQuery): Promise<StaffPage> {
  const { rows, total } = await q.staffPage(db, query.keywords, sliceOf(query));
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      name: r.name,
      roles: r.roles as StaffRole[],
      account_manager_id: r.accountManagerId,
      account_manager_name: r.accountManagerName,
      enabled: r.enabled ? 1 : 0,
      created_at: seconds(r.createdAt),
    })),
    total,
    query,
  );
}

/** An account manager is one of the cards stores see; the other roles need none. */
async function managerOf(db: Db, roles: readonly StaffRole[], id: number | undefined): Promise<number | null> {
  if (!roles.includes('account_manager')) return null;
  if (id === undefined) throw new FieldError('account_manager_id', '客户经理须关联一位对外显示的客户经理');
  if (!(await managerCard(db, id))) throw notFound('客户经理');
  return id;
}

export async function createStaff(db: Db, actor: StaffContext, body: StaffCreateBody): Promise<number> {
  const accountManagerId = await managerOf(db, body.roles, body.account_manager_id);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const id = await q.insertMember(tx, { username: body.username, name: body.name, roles: body.roles, accountManagerId, passwordHash });
    if (id === undefined) throw new FieldError('username', '该用户名已被使用');
    await audit(tx, actor, { action: 'staff.create', entity: ENTITY, entityId: id, before: null, after: await q.lockMember(tx, id) });
    return id;
  });
}

const memberTarget = (action: string, id: number) => ({ action, entity: ENTITY, entityId: id, read: (tx: Tx) => q.lockMember(tx, id) });

export async function updateStaff(db: Db, actor: StaffContext, id: number, body: StaffUpdateBody): Promise<void> {
  if (id === actor.staffId && !body.enabled) throw refuse('不能停用自己的账号');
  if (id === actor.staffId && !body.roles.includes('admin')) throw refuse('不能取消自己的管理员角色');
  const accountManagerId = await managerOf(db, body.roles, body.account_manager_id);
  await audited(db, actor, memberTarget('staff.update', id), async (tx) => {
    if (!(await q.lockMember(tx, id))) throw notFound('员工');
    await q.updateMember(tx, id, { name: body.name, roles: body.roles, accountManagerId, enabled: body.enabled === 1 });
    if (!body.enabled) await deleteSessionsOf(tx, id);
  });
}

/** A new password ends the member's sessions, so whoever had the old one is logged out. */
export async function resetPassword(db: Db, actor: StaffContext, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const member = await q.lockMember(tx, id);
    if (!member) throw notFound('员工');
    await q.updateMember(tx, id, { passwordHash });
    await deleteSessionsOf(tx, id);
    await audit(tx, actor, { action: 'staff.password', entity: ENTITY, entityId: id, before: { username: member.username }, after: { username: member.username, 密码: '已重置' } });
  });
}

/** The account-manager cards stores see, each 身份证号 masked: the full number leaves the server only on the 委托书. */
export async function listManagerCards(db: Db): Promise<AccountManagerCard[]> {
  return (await managerCards(db)).map((m) => ({ id: m.id, name: m.name, phone: m.phone, is_default: m.isDefault, id_card_no: maskIdCardNo(m.idCardNo) }));
}

const managerTarget = (id: number) => ({ action: 'account_manager.id_card', entity: 'account_manager', entityId: id, read: (tx: Tx) => q.lockManagerCard(tx, id) });

/** The 身份证号 the 首营资料's 委托书 prints for a manager; the audit row keeps it masked. */
export async function setManagerIdCard(db: Db, actor: StaffContext, id: number, idCardNo: string): Promise<void> {
  await audited(db, actor, managerTarget(id), async (tx) => {
    if (!(await q.lockManagerCard(tx, id))) throw notFound('客户经理');
    await q.setManagerIdCard(tx, id, idCardNo);
  });
}
