import type { ContractView, SignContractBody } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { storeWithAccount } from '../account/queries.js';
import { getSetting } from '../content/settings.js';
import { contractClauses } from './clauses.js';
import * as q from './queries.js';

const YEAR_MS = 365 * 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The contract in force today; a store without one is offered this year's, unsigned, to sign. */
async function contractOf(db: Db, auth: AuthContext) {
  const existing = await q.currentContract(db, auth.storeId);
  if (existing) return existing;
  const now = new Date();
  return q.insertContract(db, {
    storeId: auth.storeId,
    contractNo: `YCY-HT-${day(now).replaceAll('-', '')}-${String(auth.storeId).padStart(6, '0')}`,
    title: `${now.getFullYear()}年度药品采购合同`,
    validFrom: now,
    validUntil: new Date(now.getTime() + YEAR_MS),
  });
}

export async function viewContract(db: Db, auth: AuthContext): Promise<ContractView> {
  const [c, row, platform] = await Promise.all([contractOf(db, auth), storeWithAccount(db, auth.accountId, auth.storeId), getSetting(db, 'site_name')]);
  const company = row?.store.company ?? '';
  return {
    contract_no: c.contractNo,
    title: c.title,
    company,
    valid_from: day(c.validFrom),
    valid_until: day(c.validUntil),
    signed: c.signedAt ? 1 : 0,
    signed_at: c.signedAt ? c.signedAt.toISOString() : null,
    signer_name: c.signerName,
    clauses: contractClauses(company, platform),
  };
}

export async function sign(db: Db, auth: AuthContext, body: SignContractBody): Promise<ContractView> {
  const c = await contractOf(db, auth);
  if (c.signedAt) throw refuse('本年度合同已签署，无需重复签署');
  const signed = await q.signContract(db, auth.storeId, c.id, body.signer_name);
  if (!signed) throw refuse('本年度合同已签署，无需重复签署');
  return viewContract(db, auth);
}
