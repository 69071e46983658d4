import { count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accountManagers, staff } from '../db/schema/index.js';
import { hashingEachPasswordOnce } from '../lib/password.js';
import { STAFF_PASSWORD, staffSeeds } from './data/staff.js';

/** The demo's few passwords, each hashed once for every account that has it. */
const demoHash = hashingEachPasswordOnce();

/**
 * The demo console logins, written only into an empty staff table: also run on a database seeded
 * before the console existed. Runs under the boot lock like the rest of the seed.
 */
export async function seedStaffIfNone(db: DbOrTx): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(staff);
  if (n > 0) return;
  const phones = staffSeeds.flatMap((s) => (s.manager_phone ? [s.manager_phone] : []));
  const managers = await db.select({ id: accountManagers.id, phone: accountManagers.phone }).from(accountManagers).where(inArray(accountManagers.phone, phones));
  for (const s of staffSeeds) {
    await db.insert(staff).values({
      username: s.username,
      name: s.name,
      roles: [...s.roles],
      passwordHash: await demoHash(STAFF_PASSWORD),
      accountManagerId: managers.find((m) => m.phone === s.manager_phone)?.id ?? null,
    });
  }
}
