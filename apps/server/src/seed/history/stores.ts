/** The history's other buyer stores: their logins and stores written as the demo's own are, reviewed ones ready to order. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountManagers, accounts, accountStores, creditLedger, pointsLedger, stores, walletLedger } from '../../db/schema/index.js';
import { hashingEachPasswordOnce } from '../../lib/password.js';
import { demoPayHash, seedStore } from '../accounts.js';
import { accountManagers as managerSeeds, DEMO_PASSWORD, DEMO_PAY_PASSWORD } from '../data/demo-accounts.js';
import { historyStores, type HistoryStoreSeed } from '../data/history-stores.js';

const hash = hashingEachPasswordOnce();

export interface SeededStore {
  seed: HistoryStoreSeed;
  storeId: number;
}

export async function seedHistoryStores(db: Db): Promise<SeededStore[]> {
  const managers = await db
    .select({ id: accountManagers.id, phone: accountManagers.phone })
    .from(accountManagers)
    .where(
      inArray(
        accountManagers.phone,
        managerSeeds.map((m) => m.phone),
      ),
    );
  const managerIds = new Map(managerSeeds.map((m) => [m.key, managers.find((r) => r.phone === m.phone)?.id ?? 0]));
  return db.transaction(async (tx) => {
    const seeded: SeededStore[] = [];
    for (const seed of historyStores()) {
      const [account] = await tx
        .insert(accounts)
        .values({
          phone: seed.phone,
          passwordHash: await hash(DEMO_PASSWORD),
          payPasswordHash: await demoPayHash(DEMO_PAY_PASSWORD),
          name: seed.name,
        })
        .returning({ id: accounts.id });
      const storeId = await seedStore(tx, seed.store, managerIds, new Map());
      await tx.insert(accountStores).values({ accountId: account.id, storeId, isOwner: true });
      seeded.push({ seed, storeId });
    }
    return seeded;
  });
}

/**
 * A store's first day in the history: its statements start with that month, and the seed's opening rows
 * (开户充值, its 账期 and points: its only ledger rows before the history's) are of that day, so the wallet
 * the history pays from was funded before its first payment, not today.
 */
export async function openedDaysAgo(db: Db, storeId: number, days: number): Promise<void> {
  const opened = new Date(Date.now() - days * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.update(stores).set({ createdAt: opened }).where(eq(stores.id, storeId));
    for (const ledger of [walletLedger, creditLedger, pointsLedger])
      await tx.update(ledger).set({ createdAt: opened }).where(eq(ledger.storeId, storeId));
  });
}
