import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accountManagers, staff } from '../db/schema/index.js';
import { hashingEachPasswordOnce } from '../lib/password.js';
import { chatStaffSeeds } from './data/chat.js';
import { DEMO_PASSWORD } from './data/demo-accounts.js';

/** The demo's few passwords, each hashed once for every account that has it. */
const demoHash = hashingEachPasswordOnce();

/** The customer-service member, beside the console logins of seedStaffIfNone (a username already taken is left alone). */
export async function seedChatStaff(db: DbOrTx): Promise<void> {
  for (const s of chatStaffSeeds) {
    const [card] = await db.select({ id: accountManagers.id }).from(accountManagers).where(eq(accountManagers.phone, s.manager_phone));
    await db
      .insert(staff)
      .values({ username: s.username, name: s.name, roles: [...s.roles], passwordHash: await demoHash(DEMO_PASSWORD), accountManagerId: card?.id ?? null })
      .onConflictDoNothing({ target: staff.username });
  }
}
