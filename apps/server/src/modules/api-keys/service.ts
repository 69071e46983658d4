/**
 * Company API keys (issue 19): the founder (or a 负责人 of every store) makes one for an ERP and
 * sees its secret once; the server keeps only the secret's sha256, so a list never holds it.
 * Revoking takes effect on the next call, since every call looks the key up again.
 */
import crypto from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_STATUS_TEXT,
  MAX_ACTIVE_API_KEYS,
  type ApiKeyRow,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { seconds, secondsOrNull } from '../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { addLog, companyOfMember, lockCompany } from '../company/queries.js';
import { assertCompanyWide, companyOf } from '../company/service.js';
import * as q from './queries.js';

/** How many characters of a key the list shows. */
const SHOWN = API_KEY_PREFIX.length + 6;

export const hashKey = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex');

function keyView(key: q.ApiKeyRow, by: string): ApiKeyRow {
  const status = key.revokedAt ? 'revoked' : 'active';
  return {
    id: key.id,
    name: key.name,
    prefix: `${key.prefix}…`,
    created_by: by,
    status,
    status_text: API_KEY_STATUS_TEXT[status],
    created_at: seconds(key.createdAt),
    revoked_at: secondsOrNull(key.revokedAt),
  };
}

export async function listKeys(db: Db, auth: AuthContext): Promise<ApiKeyRow[]> {
  // A login that never made its company has no keys; a read makes none.
  const company = await companyOfMember(db, auth.accountId);
  if (!company) return [];
  await assertCompanyWide(db, company, auth.accountId);
  return (await q.keysOf(db, company.id)).map((r) => keyView(r.key, r.by));
}

export async function createKey(db: Db, auth: AuthContext, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  const company = await companyOf(db, auth);
  const secret = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    await assertCompanyWide(tx, company, auth.accountId);
    if ((await q.activeKeyCount(tx, company.id)) >= MAX_ACTIVE_API_KEYS)
      throw refuse(`最多同时保留${MAX_ACTIVE_API_KEYS}个密钥，请先撤销不用的密钥`);
    const key = await q.insertKey(tx, {
      companyId: company.id,
      name: body.name,
      prefix: secret.slice(0, SHOWN),
      tokenHash: hashKey(secret),
      createdBy: auth.accountId,
    });
    await addLog(tx, { companyId: company.id, accountId: auth.accountId, action: '创建API密钥', detail: `${body.name}（${key.prefix}…）` });
    const [view] = (await q.keysOf(tx, company.id)).filter((r) => r.key.id === key.id).map((r) => keyView(r.key, r.by));
    return { ...view, secret };
  });
}

export async function revokeKey(db: Db, auth: AuthContext, id: number): Promise<void> {
  const company = await companyOfMember(db, auth.accountId);
  if (!company) throw notFound('密钥');
  await db.transaction(async (tx) => {
    await assertCompanyWide(tx, company, auth.accountId);
    const key = await q.lockKey(tx, company.id, id);
    if (!key) throw notFound('密钥');
    if (key.revokedAt) throw refuse('该密钥已撤销');
    await q.revokeKey(tx, key.id, auth.accountId);
    await addLog(tx, { companyId: company.id, accountId: auth.accountId, action: '撤销API密钥', detail: `${key.name}（${key.prefix}…）` });
  });
}
