/**
 * The console's stores: the review queue and a store's profile, credit terms, account manager and
 * certificates. Every change is audited in its own transaction; an account manager reaches only the
 * stores they look after (managedStoresOf).
 */
import {
  CUSTOMER_TYPES,
  fenToYuan,
  STORE_REVIEW_TEXT,
  STORE_ROLE_TEXT,
  type AdminStoreDetail,
  type AdminStorePage,
  type AdminStoreQuery,
  type AdminStoreRow,
  type ExpiringPage,
  type ExpiringQuery,
  type StoreCreditBody,
  type StoreOptions,
  type StoreProfileBody,
  type StoreReviewStatus,
} from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../../lib/errors.js';
import { currentContract } from '../../contract/queries.js';
import { failStore, passStore } from '../../fulfilment/stores.js';
import { chinaToday } from '../../../lib/china-day.js';
import { qualificationView, storeQualificationFile } from '../../qualification/service.js';
import { currentQualifications } from '../../qualification/queries.js';
import { creditOverdue, creditTerms, creditUsed } from '../../wallet/ledger.js';
import { audited } from '../shared/audit.js';
import { managedStoresOf } from '../shared/scope.js';
import type { StaffContext } from '../shared/session.js';
import * as q from './queries.js';

const DAY = 86_400_000;
const ENTITY = 'store';

export const qualificationFileUrl = (storeId: number) => (id: number) => `/api/admin/stores/${storeId}/qualifications/${id}/file`;

function rowView(r: q.StoreRow): AdminStoreRow {
  const status = r.status as StoreReviewStatus;
  return {
    id: r.id,
    company: r.company,
    contact_name: r.contactName,
    contact_phone: r.contactPhone,
    province: r.province,
    city: r.city,
    customer_type: r.customerType,
    level: r.level,
    status,
    status_text: STORE_REVIEW_TEXT[status] ?? r.status,
    manager_name: r.managerName,
    contract_state: r.contractState,
    pending_documents: r.pendingDocuments,
    created_at: seconds(r.createdAt),
  };
}

export async function listStores(db: Db, staff: StaffContext, query: AdminStoreQuery): Promise<AdminStorePage> {
  const filter = { status: query.status, keywords: query.keywords, managerId: query.manager_id, ownedBy: managedStoresOf(staff) };
  const { list, total } = await q.storePage(db, filter, sliceOf(query));
  return pageOf(list.map(rowView), total, query);
}

/** The store, if this member may reach it; another manager's store is not found, as if it were not there. */
async function reachableStore(db: Db, staff: StaffContext, id: number): Promise<q.StoreRow> {
  const store = await q.findStore(db, id);
  const ownedBy = managedStoresOf(staff);
  if (!store || (ownedBy !== null && store.managerId !== ownedBy)) throw notFound('门店');
  return store;
}

export async function storeDetail(db: Db, staff: StaffContext, id: number): Promise<AdminStoreDetail> {
  const store = await reachableStore(db, staff, id);
  const [scopes, terms, used, overdue, contract, certificates, logins] = await Promise.all([
    q.scopeClasses(db),
    creditTerms(db, id),
    creditUsed(db, id),
    creditOverdue(db, id),
    currentContract(db, id),
    currentQualifications(db, id),
    q.loginsOf(db, id),
  ]);
  const today = chinaToday();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    ...rowView(store),
    address: store.address,
    reason: store.reason,
    business_scope: store.businessScope.map((key) => ({ key, name: scopes.find((s) => s.key === key)?.name ?? key })),
    manager: store.managerId && store.managerName ? { id: store.managerId, name: store.managerName, phone: store.managerPhone ?? '' } : null,
    credit: { limit: fenToYuan(terms?.limit ?? 0), term_days: terms?.termDays ?? 0, used: fenToYuan(used), overdue: fenToYuan(overdue) },
    contract: contract
      ? {
          contract_no: contract.contractNo,
          title: contract.title,
          valid_from: day(contract.validFrom),
          valid_until: day(contract.validUntil),
          signed_at: contract.signedAt ? seconds(contract.signedAt) : null,
          signer_name: contract.signerName,
        }
      : null,
    qualifications: certificates.map((c) => qualificationView(c, today, qualificationFileUrl(id))),
    accounts: logins.map((a) => ({
      id: a.id,
      phone: a.phone,
      name: a.name,
      is_owner: a.isOwner ? 1 : 0,
      role: a.role,
      role_text: STORE_ROLE_TEXT[a.role],
      order_limit: a.orderLimit === null ? null : fenToYuan(a.orderLimit),
      month_limit: a.monthLimit === null ? null : fenToYuan(a.monthLimit),
      is_disabled: a.disabledAt ? 1 : 0,
    })),
  };
}

export async function scanOf(db: Db, dataDir: string, staff: StaffContext, storeId: number, qid: number) {
  await reachableStore(db, staff, storeId);
  return storeQualificationFile(db, dataDir, storeId, qid);
}

const profileTarget = (action: string, id: number) => ({ action, entity: ENTITY, entityId: id, read: (tx: Tx) => q.lockStoreProfile(tx, id) });

/** Passes the review: prices show and checkout opens for the store, which gets a message saying so. */
export async function passReview(db: Db, staff: StaffContext, id: number): Promise<void> {
  await reachableStore(db, staff, id);
  await audited(db, staff, profileTarget('store.pass', id), (tx) => passStore(tx, id));
}

/** Rejects the review with a reason the store reads in its messages. */
export async function rejectReview(db: Db, staff: StaffContext, id: number, reason: string): Promise<void> {
  await reachableStore(db, staff, id);
  await audited(db, staff, profileTarget('store.reject', id), (tx) => failStore(tx, id, reason));
}

export async function updateProfile(db: Db, staff: StaffContext, id: number, body: StoreProfileBody): Promise<void> {
  await reachableStore(db, staff, id);
  const known = new Set((await q.scopeClasses(db)).map((s) => s.key));
  const unknown = body.business_scope.find((k) => !known.has(k));
  if (unknown) throw refuse(`经营范围「${unknown}」不存在`);
  await audited(db, staff, profileTarget('store.update', id), (tx) =>
    q.updateStore(tx, id, {
      customerType: body.customer_type,
      province: body.province,
      city: body.city,
      level: body.level,
      businessScope: [...new Set(body.business_scope)],
    }),
  );
}

/** Credit limit (whole yuan) and term; what is owed already stays owed, a lower limit only stops new credit. */
export async function updateCredit(db: Db, staff: StaffContext, id: number, body: StoreCreditBody): Promise<void> {
  await reachableStore(db, staff, id);
  const read = async (tx: Tx) => {
    await q.lockStoreProfile(tx, id);
    const terms = await creditTerms(tx, id);
    return { limit: fenToYuan(terms?.limit ?? 0), termDays: terms?.termDays ?? 0 };
  };
  await audited(db, staff, { action: 'store.credit', entity: ENTITY, entityId: id, read }, (tx) => q.setCreditTerms(tx, id, body.limit * 100, body.term_days));
}

export async function assignManager(db: Db, staff: StaffContext, id: number, managerId: number): Promise<void> {
  await reachableStore(db, staff, id);
  if (!(await q.managerCard(db, managerId))) throw notFound('客户经理');
  await audited(db, staff, profileTarget('store.manager', id), (tx) => q.updateStore(tx, id, { managerId }));
}

export async function storeOptions(db: Db): Promise<StoreOptions> {
  const [scopes, managers] = await Promise.all([q.scopeClasses(db), q.managerCards(db)]);
  return {
    scopes,
    customer_types: [...CUSTOMER_TYPES],
    managers: managers.map((m) => ({ id: m.id, name: m.name, phone: m.phone, is_default: m.isDefault })),
  };
}

/** Certificates that expire within the days asked, and those already expired, soonest first. */
export async function expiringCertificates(db: Db, staff: StaffContext, query: ExpiringQuery): Promise<ExpiringPage> {
  const today = chinaToday();
  const until = new Date(Date.parse(today) + query.days * DAY);
  const { list, total } = await q.expiringPage(db, until, managedStoresOf(staff), sliceOf(query));
  return pageOf(
    list.map((r) => {
      const expiresAt = (r.expiresAt ?? new Date(0)).toISOString().slice(0, 10);
      const daysLeft = Math.round((Date.parse(expiresAt) - Date.parse(today)) / DAY);
      return {
        id: r.id,
        store_id: r.storeId,
        company: r.company,
        contact_phone: r.contactPhone,
        manager_name: r.managerName,
        type: r.type,
        number: r.number,
        expires_at: expiresAt,
        days_left: daysLeft,
        expired: daysLeft < 0 ? 1 : 0,
      };
    }),
    total,
    query,
  );
}
