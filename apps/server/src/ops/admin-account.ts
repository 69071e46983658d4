/** The first administrator of a production store, made from the command line (npm run admin:create), with the console's own rules. */
import crypto from 'node:crypto';
import { newPassword, StaffCreateBody } from '@yc/contracts';
import type { Db } from '../db/client.js';
import { refuse } from '../lib/errors.js';
import { hashPassword } from '../lib/password.js';
import { audit } from '../modules/admin/shared/audit.js';
import { insertMember, lockMember } from '../modules/admin/staff/queries.js';

/** No 0/O, 1/l/I: a password read off a terminal and typed again. */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 16 random characters with a letter and a digit, so it passes the password rule it is checked by. */
export function generatePassword(): string {
  const pick = (from: string) => from[crypto.randomInt(from.length)];
  const chars = [pick(LETTERS), pick(DIGITS), ...Array.from({ length: 14 }, () => pick(LETTERS + DIGITS))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The staff form's username and name rules, and the shared password rule worded for one's own password. */
const NewAdminFields = StaffCreateBody.pick({ username: true, name: true }).extend({ password: newPassword('密码') });

interface NewAdmin {
  username: string;
  name: string;
  password: string;
  /** A generated password: the first login must replace it. */
  mustChange: boolean;
}

/** Checks the fields as the console's staff form does, refuses a taken username, and records the creation in the audit log. */
export async function createAdmin(db: Db, a: NewAdmin): Promise<number> {
  const parsed = NewAdminFields.safeParse({ username: a.username, name: a.name, password: a.password });
  if (!parsed.success) throw refuse(parsed.error.issues[0].message);
  const { username, name, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const id = await insertMember(tx, { username, name, roles: ['admin'], passwordHash, mustChangePassword: a.mustChange });
    if (id === undefined) throw refuse(`用户名 ${username} 已存在`);
    // No member made it: the audit row names the new administrator as its own author.
    await audit(tx, { staffId: id }, { action: 'staff.create', entity: 'staff', entityId: id, before: null, after: { ...(await lockMember(tx, id)), 来源: '命令行 admin:create' } });
    return id;
  });
}
