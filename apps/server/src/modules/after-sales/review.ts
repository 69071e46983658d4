/** The operator's side of returns and after-sales (the console and the ops command line): approve or reject a pending request, once however many decisions arrive together. */
import type { AfterSaleStatus } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/process.js';
import * as q from './queries.js';
import { transitionRequest, type AfterSaleMove, type Decision } from './transition.js';

export interface Decided extends Decision {
  id: number;
  orderId: number;
  status: AfterSaleStatus;
}

async function decide(db: DbOrTx, id: number, move: AfterSaleMove, by: Actor): Promise<Decided> {
  return db.transaction(async (tx) => {
    const request = await q.lockRequest(tx, id);
    if (!request) throw notFound('售后申请');
    const done = await transitionRequest(tx, request, move, by);
    return { id, orderId: request.orderId, status: move.to, ...done };
  });
}

export const approveRequest = (db: DbOrTx, id: number, by: Actor, reply?: string) => decide(db, id, { to: 'approved', reply }, by);

export const rejectRequest = (db: DbOrTx, id: number, by: Actor, reason: string) => decide(db, id, { to: 'rejected', reason }, by);
