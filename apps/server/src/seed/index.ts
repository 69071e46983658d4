import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { seedRuns } from '../db/schema/index.js';
import { seedActivities } from './activities.js';
import { seedAccounts } from './accounts.js';
import { seedCatalog } from './catalog.js';
import { seedChatStaff } from './chat.js';
import { seedContent } from './content.js';
import { seedMarketing } from './marketing.js';
import { seedServiceDesk } from './service-desk.js';
import { seedStaffIfNone } from './staff.js';

export const SEED_VERSION = '1';

/** Seeds an empty database once; a restart (or a second process) finds the finished run and skips. */
export async function seedIfEmpty(db: Db, { goods }: { goods: number }): Promise<boolean> {
  const [done] = await db.select({ id: seedRuns.id }).from(seedRuns).limit(1);
  if (done) {
    await seedStaffIfNone(db);
    return false;
  }
  await db.transaction(async (tx) => {
    const brandIds = await seedCatalog(tx, goods);
    await seedAccounts(tx, brandIds);
    await seedMarketing(tx, brandIds);
    // After the coupon centre: an ad names the coupon it offers.
    await seedContent(tx);
    await seedActivities(tx);
    await seedStaffIfNone(tx);
    await seedChatStaff(tx);
    await seedServiceDesk(tx);
    await tx.insert(seedRuns).values({ version: SEED_VERSION, goodsCount: goods });
  });
  await db.execute(sql`ANALYZE`);
  return true;
}
