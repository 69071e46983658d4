/** The operator's review of a store's qualifications (资质审核): pass or reject, and the store is told by a message. */
import { MOBILE_RE } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import { insertMessage } from '../message/queries.js';
import * as q from './queries.js';

/** A store by its id, or by the phone of the login that owns it (refused when that login owns several). */
export async function resolveStore(db: DbOrTx, ref: string): Promise<number> {
  if (MOBILE_RE.test(ref)) {
    const ids = await q.storeIdsOwnedBy(db, ref);
    if (ids.length === 0) throw notFound('该手机号的门店');
    if (ids.length > 1) throw refuse(`该手机号名下有多个门店（编号 ${ids.join('、')}），请改用门店编号`);
    return ids[0];
  }
  if (/^\d{1,9}$/.test(ref)) return Number(ref);
  throw refuse('请输入门店编号或手机号');
}

export interface ReviewedStore {
  id: number;
  company: string;
}

export async function approveStore(db: DbOrTx, ref: string): Promise<ReviewedStore> {
  return passStore(db, await resolveStore(db, ref));
}

/** Takes a transaction too, so the console writes its audit row in the same one. */
export async function passStore(db: DbOrTx, id: number): Promise<ReviewedStore> {
  return db.transaction(async (tx) => {
    const store = await q.lockStoreRow(tx, id);
    if (!store) throw notFound('门店');
    if (store.status === 'passed') throw refuse(`门店「${store.company}」的资质已审核通过`);
    await q.setReview(tx, id, 'passed', null);
    await insertMessage(tx, {
      storeId: id,
      type: 'system',
      title: '资质审核通过',
      content: `您的门店「${store.company}」资质审核已通过，现在可以查看价格并下单采购了。`,
    });
    return { id, company: store.company };
  });
}

export async function rejectStore(db: DbOrTx, ref: string, reason: string): Promise<ReviewedStore> {
  return failStore(db, await resolveStore(db, ref), reason);
}

export async function failStore(db: DbOrTx, id: number, reason: string): Promise<ReviewedStore> {
  const why = reason.trim();
  if (!why) throw refuse('请填写驳回原因');
  return db.transaction(async (tx) => {
    const store = await q.lockStoreRow(tx, id);
    if (!store) throw notFound('门店');
    await q.setReview(tx, id, 'rejected', why);
    await insertMessage(tx, {
      storeId: id,
      type: 'system',
      title: '资质审核未通过',
      content: `您的门店「${store.company}」资质审核未通过，原因：${why}。请在「资质证件」中重新上传后等待审核。`,
    });
    return { id, company: store.company };
  });
}

export const listPendingStores = (db: DbOrTx) => q.pendingStores(db);
