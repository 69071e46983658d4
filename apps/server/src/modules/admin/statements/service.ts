/**
 * The console's side of 对账单: the lines stores disputed on their monthly statements, answered by
 * their account manager (or any other staff role, for every store). The answer closes the dispute,
 * lands in the store's messages and is audited, in one transaction.
 */
import type { AdminDisputeQuery, AdminStatementDispute, PagedList } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { notFound, refuse } from '../../../lib/errors.js';
import { insertMessage } from '../../message/queries.js';
import { audit } from '../shared/audit.js';
import { managedStoresOf } from '../shared/scope.js';
import type { StaffContext } from '../shared/session.js';
import { disputeView } from '../../statements/service.js';
import * as q from './queries.js';

export async function listDisputes(db: Db, member: StaffContext, query: AdminDisputeQuery): Promise<PagedList<AdminStatementDispute>> {
  const { rows, total } = await q.disputePage(db, { status: query.status, keywords: query.keywords, ownedBy: managedStoresOf(member) }, sliceOf(query));
  return pageOf(
    rows.map(({ dispute: d, company, by, staffName }) => ({
      ...disputeView(d, by),
      store_id: d.storeId,
      company,
      month: d.month,
      staff_name: staffName,
    })),
    total,
    query,
  );
}

export async function answerDispute(db: Db, member: StaffContext, id: number, reply: string): Promise<void> {
  await db.transaction(async (tx) => {
    const dispute = await q.lockDispute(tx, id, managedStoresOf(member));
    if (!dispute) throw notFound('对账异议');
    if (dispute.status !== 'open') throw refuse('该异议已答复');
    await q.resolveDispute(tx, id, member.staffId, reply);
    await insertMessage(tx, {
      storeId: dispute.storeId,
      type: 'system',
      title: `${dispute.month} 对账单异议已答复`,
      content: `您对「${dispute.lineText}」提出的异议，客户经理答复：${reply}`,
    });
    await audit(tx, member, {
      action: 'statement_dispute.answer',
      entity: 'statement_dispute',
      entityId: id,
      before: { status: dispute.status, reply: dispute.reply },
      after: { status: 'resolved', reply },
    });
  });
}
