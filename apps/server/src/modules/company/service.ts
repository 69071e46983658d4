/**
 * The company of a login and what its 负责人 do with it: invite members by phone, give them roles
 * and limits per store, disable them, set who approves, and read the log of it all. Every change is
 * made under the company's row lock, checked whole before the first write, and logged in the same
 * transaction; a member of another company is simply not found.
 */
import {
  DEFAULT_APPROVAL_HOLD_HOURS,
  fenToYuan,
  mayDo,
  PERMISSIONS,
  STORE_ROLE_TEXT,
  type CompanySettingsBody,
  type CompanyView,
  type MyRoles,
  type CompanyLogRow,
  type PageQuery,
  type PagedList,
  type SetLimitsBody,
  type SetRolesBody,
  type StoreApprovalBody,
  type StoreRole,
} from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import * as q from './queries.js';
import type { CompanyRow } from './queries.js';

const MEMBER = '成员';
const LAST_OWNER = (store: string) => `${store}至少需要一位负责人，请先为该店铺指定其他负责人`;

/**
 * A login's company for a read: a login that never managed members has none made yet, and reads as
 * the company of itself alone (id 0), so that a GET writes nothing.
 */
export async function readCompany(db: Db, auth: AuthContext): Promise<CompanyRow> {
  const found = await q.companyOfMember(db, auth.accountId);
  if (found) return found;
  const [store] = (await q.storesOfLogin(db, auth.accountId)).filter((s) => s.id === auth.storeId);
  return {
    id: 0,
    ownerAccountId: auth.accountId,
    name: store?.company ?? '',
    approverRole: 'owner',
    approvalHoldHours: DEFAULT_APPROVAL_HOLD_HOURS,
    createdAt: new Date(),
  };
}

/** A login's company for a change; one that has none yet gets its own, named after its current store, with itself as founder. */
export async function companyOf(db: Db, auth: AuthContext): Promise<CompanyRow> {
  const found = await q.companyOfMember(db, auth.accountId);
  if (found) return found;
  await db.transaction(async (tx) => {
    const [store] = (await q.storesOfLogin(tx, auth.accountId)).filter((s) => s.id === auth.storeId);
    await q.insertCompany(tx, auth.accountId, store?.company ?? '');
  });
  const made = await q.companyOfMember(db, auth.accountId);
  if (!made) throw new Error(`company of account ${auth.accountId} was not made`);
  return made;
}

const FOUNDER_ONLY = '只有企业创建人本人可以更改创建人的角色和限额';
const COMPANY_WIDE = '企业设置和API密钥只能由企业创建人或全部店铺的负责人管理';

const isFounder = (company: CompanyRow, accountId: number) => company.ownerAccountId === accountId;

/**
 * The stores of the company the caller manages: the only ones it may give roles in. The founder
 * manages every store of its company, whatever role it gave itself; another login those it is 负责人 of.
 */
export async function ownedScope(db: DbOrTx, company: CompanyRow, accountId: number) {
  const stores = await q.companyStores(db, company);
  if (isFounder(company, accountId)) return new Map(stores.map((s) => [s.id, s]));
  const mine = new Map((await q.rolesOf(db, accountId)).map((r) => [r.storeId, r.role]));
  return new Map(stores.filter((s) => mine.get(s.id) === 'owner').map((s) => [s.id, s]));
}

/** Company-wide settings and API keys: the founder's, or a 负责人 of every store of the company. */
export async function assertCompanyWide(db: DbOrTx, company: CompanyRow, accountId: number): Promise<void> {
  if (isFounder(company, accountId)) return;
  const [scope, stores] = await Promise.all([ownedScope(db, company, accountId), q.companyStores(db, company)]);
  if (scope.size < stores.length) throw refuse(COMPANY_WIDE);
}

/** What the caller may do here: the founder manages every store even where it gave itself another role. */
const permissionsOf = (company: CompanyRow, auth: AuthContext) =>
  PERMISSIONS.filter((p) => mayDo(auth.role, p) || (p === 'manage' && isFounder(company, auth.accountId)));

async function memberOf(db: DbOrTx, company: CompanyRow, accountId: number) {
  const member = await q.findMember(db, company.id, accountId);
  if (!member) throw notFound(MEMBER);
  return member;
}

export const roleList = (roles: readonly { storeId: number; role: StoreRole }[], names: Map<number, { company: string }>) =>
  roles.map((r) => `${names.get(r.storeId)?.company ?? r.storeId}:${STORE_ROLE_TEXT[r.role]}`).join('，');

/** Every store given once, and each one the caller's to manage. */
export function checkRoles(roles: SetRolesBody['roles'], scope: Map<number, unknown>): { storeId: number; role: StoreRole }[] {
  const seen = new Set<number>();
  for (const r of roles) {
    if (seen.has(r.store_id)) throw refuse('同一店铺只能分配一个角色');
    seen.add(r.store_id);
    if (!scope.has(r.store_id)) throw refuse('只能在您担任负责人的店铺中分配角色');
  }
  return roles.map((r) => ({ storeId: r.store_id, role: r.role }));
}

export async function companyView(db: Db, auth: AuthContext): Promise<CompanyView> {
  const company = await readCompany(db, auth);
  const stores = await q.companyStores(db, company);
  const members = company.id ? await q.membersOf(db, company.id) : await q.loginAsMember(db, auth.accountId);
  const roles = await q.memberRoles(
    db,
    members.map((m) => m.accountId),
    stores.map((s) => s.id),
  );
  const names = new Map(stores.map((s) => [s.id, s.company]));
  return {
    id: company.id,
    name: company.name,
    approver_role: company.approverRole,
    approval_hold_hours: company.approvalHoldHours,
    my_role: auth.role,
    my_permissions: permissionsOf(company, auth),
    stores: stores.map((s) => ({ id: s.id, company: s.company, requires_approval: s.requiresApproval ? 1 : 0 })),
    members: members.map((m) => ({
      id: m.accountId,
      phone: m.phone,
      name: m.name,
      is_owner: m.accountId === company.ownerAccountId ? 1 : 0,
      status: m.disabledAt ? 'disabled' : 'active',
      stores: roles
        .filter((r) => r.accountId === m.accountId)
        .map((r) => ({
          store_id: r.storeId,
          company: names.get(r.storeId) ?? '',
          role: r.role,
          role_text: STORE_ROLE_TEXT[r.role],
          order_limit_fen: r.orderLimit,
          month_limit_fen: r.monthLimit,
        })),
    })),
  };
}

/** The caller's own roles and limits, for the member centre to show and to hide what it may not do. */
export async function myRoles(db: Db, auth: AuthContext): Promise<MyRoles> {
  const [rows, company] = await Promise.all([q.storesOfLogin(db, auth.accountId), readCompany(db, auth)]);
  return {
    role: auth.role,
    role_text: STORE_ROLE_TEXT[auth.role],
    permissions: permissionsOf(company, auth),
    stores: rows.map((r) => ({
      store_id: r.id,
      company: r.company,
      role: r.role,
      role_text: STORE_ROLE_TEXT[r.role],
      order_limit_fen: r.orderLimit,
      month_limit_fen: r.monthLimit,
    })),
  };
}

/** Refuses a change that would leave a store of the company without an active 负责人. */
async function keepAnOwner(
  tx: DbOrTx,
  company: CompanyRow,
  accountId: number,
  storeIds: Iterable<number>,
  names: Map<number, { company: string }>,
) {
  for (const storeId of storeIds) {
    if ((await q.otherActiveOwners(tx, company.id, storeId, accountId)) === 0)
      throw refuse(LAST_OWNER(names.get(storeId)?.company ?? '该店铺'));
  }
}

/**
 * Sets a member's roles in the stores the caller manages: a store left out of the list is taken from
 * the member (its sessions there end); the founder keeps its own stores, with whatever role.
 */
export async function setRoles(db: Db, auth: AuthContext, accountId: number, body: SetRolesBody): Promise<void> {
  const company = await companyOf(db, auth);
  const member = await memberOf(db, company, accountId);
  if (isFounder(company, accountId) && !isFounder(company, auth.accountId)) throw refuse(FOUNDER_ONLY);
  await db.transaction(async (tx) => {
    await q.lockCompany(tx, company.id);
    const scope = await ownedScope(tx, company, auth.accountId);
    const roles = checkRoles(body.roles, scope);
    const given = new Map(roles.map((r) => [r.storeId, r.role]));
    const had = (await q.rolesOf(tx, accountId)).filter((r) => scope.has(r.storeId));
    const removed = had.filter((r) => !given.has(r.storeId));
    if (removed.some((r) => r.isOwner)) throw refuse('不能移除企业创建人自己的店铺');
    const lostOwner = had.filter((r) => r.role === 'owner' && given.get(r.storeId) !== 'owner').map((r) => r.storeId);
    if (member.disabledAt === null) await keepAnOwner(tx, company, accountId, lostOwner, scope);
    for (const r of roles) await q.setRole(tx, accountId, r.storeId, r.role);
    for (const r of removed) await q.removeFromStore(tx, accountId, r.storeId);
    const detail = `${member.name}（${member.phone}）${roleList(roles, scope)}${removed.length ? `；移出 ${removed.map((r) => scope.get(r.storeId)?.company).join('，')}` : ''}`;
    await q.addLog(tx, { companyId: company.id, accountId: auth.accountId, action: '设置角色', detail });
  });
}

export async function setLimits(db: Db, auth: AuthContext, accountId: number, body: SetLimitsBody): Promise<void> {
  const company = await companyOf(db, auth);
  const member = await memberOf(db, company, accountId);
  if (isFounder(company, accountId) && !isFounder(company, auth.accountId)) throw refuse(FOUNDER_ONLY);
  await db.transaction(async (tx) => {
    await q.lockCompany(tx, company.id);
    const scope = await ownedScope(tx, company, auth.accountId);
    const store = scope.get(body.store_id);
    if (!store) throw refuse('只能在您担任负责人的店铺中设置限额');
    const role = (await q.rolesOf(tx, accountId)).find((r) => r.storeId === body.store_id)?.role;
    if (!role) throw refuse('该成员不在此店铺中');
    if (role === 'owner') throw refuse('负责人的订单无需审批，不设限额');
    const limits = { orderLimit: body.order_limit_fen, monthLimit: body.month_limit_fen };
    await q.setLimits(tx, accountId, body.store_id, limits);
    const text = (fen: number | null) => (fen === null ? '不限' : `¥${fenToYuan(fen).toFixed(2)}`);
    await q.addLog(tx, {
      companyId: company.id,
      accountId: auth.accountId,
      action: '设置限额',
      detail: `${member.name}（${member.phone}）在${store.company}：单笔${text(limits.orderLimit)}，每月${text(limits.monthLimit)}`,
    });
  });
}

/** Disabling ends every session of the member at once; it may not leave a store without a 负责人. */
export async function setMemberDisabled(db: Db, auth: AuthContext, accountId: number, disabled: boolean): Promise<void> {
  if (accountId === auth.accountId) throw refuse(disabled ? '不能停用自己的账号' : '不能启用自己的账号');
  const company = await companyOf(db, auth);
  const member = await memberOf(db, company, accountId);
  if (isFounder(company, accountId)) throw refuse('不能停用企业创建人');
  if ((member.disabledAt !== null) === disabled) throw refuse(disabled ? '该成员已停用' : '该成员未被停用');
  await db.transaction(async (tx) => {
    await q.lockCompany(tx, company.id);
    const scope = await ownedScope(tx, company, auth.accountId);
    const roles = await q.rolesOf(tx, accountId);
    if (!roles.some((r) => scope.has(r.storeId))) throw refuse('只能停用或启用您负责的店铺中的成员');
    if (disabled) {
      const owned = roles.filter((r) => r.role === 'owner').map((r) => r.storeId);
      await keepAnOwner(tx, company, accountId, owned, new Map((await q.companyStores(tx, company)).map((s) => [s.id, s])));
    }
    await q.setDisabled(tx, accountId, disabled);
    await q.addLog(tx, {
      companyId: company.id,
      accountId: auth.accountId,
      action: disabled ? '停用成员' : '启用成员',
      detail: `${member.name}（${member.phone}）`,
    });
  });
}

export async function updateSettings(db: Db, auth: AuthContext, body: CompanySettingsBody): Promise<void> {
  const company = await companyOf(db, auth);
  await db.transaction(async (tx) => {
    await q.lockCompany(tx, company.id);
    await assertCompanyWide(tx, company, auth.accountId);
    await q.updateCompany(tx, company.id, { approverRole: body.approver_role, approvalHoldHours: body.approval_hold_hours });
    await q.addLog(tx, {
      companyId: company.id,
      accountId: auth.accountId,
      action: '审批设置',
      detail: `审批人：${STORE_ROLE_TEXT[body.approver_role]}，待审批订单等待审批${body.approval_hold_hours}小时`,
    });
  });
}

export async function setStoreApproval(db: Db, auth: AuthContext, body: StoreApprovalBody): Promise<void> {
  const company = await companyOf(db, auth);
  await db.transaction(async (tx) => {
    await q.lockCompany(tx, company.id);
    const store = (await ownedScope(tx, company, auth.accountId)).get(body.store_id);
    if (!store) throw refuse('只能设置您担任负责人的店铺');
    await q.setRequiresApproval(tx, body.store_id, body.requires_approval === 1);
    await q.addLog(tx, {
      companyId: company.id,
      accountId: auth.accountId,
      action: '审批设置',
      detail: `${store.company}：${body.requires_approval === 1 ? '所有订单须审批' : '仅超限订单须审批'}`,
    });
  });
}

export async function companyLog(db: Db, auth: AuthContext, query: PageQuery): Promise<PagedList<CompanyLogRow>> {
  const company = await readCompany(db, auth);
  const { rows, total } = await q.logPage(db, company.id, sliceOf(query));
  return pageOf(
    rows.map((r) => ({ id: r.id, actor: r.actor ?? '系统', action: r.action, detail: r.detail, created_at: seconds(r.createdAt) })),
    total,
    query,
  );
}
