import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { feedback, stores, wantedRequests } from '../db/schema/index.js';
import { feedbackSeeds, wantedSeeds } from './data/service-desk.js';

const DAY = 86_400_000;

/** The demo stores' feedback and product-wanted requests, some answered, some waiting. */
export async function seedServiceDesk(tx: Tx): Promise<void> {
  const companies = [...new Set([...feedbackSeeds, ...wantedSeeds].map((s) => s.company))];
  const rows = await tx.select({ id: stores.id, company: stores.company }).from(stores).where(inArray(stores.company, companies));
  const storeOf = (company: string) => {
    const store = rows.find((r) => r.company === company);
    if (!store) throw new Error(`service desk seed: no store ${company}`);
    return store.id;
  };
  const now = Date.now();
  await tx.insert(feedback).values(
    feedbackSeeds.map((f) => ({
      storeId: storeOf(f.company),
      type: f.type,
      content: f.content,
      contact: f.contact || null,
      reply: f.reply,
      createdAt: new Date(now - f.days_ago * DAY),
    })),
  );
  await tx.insert(wantedRequests).values(
    wantedSeeds.map((w) => ({
      storeId: storeOf(w.company),
      name: w.name,
      spec: w.spec,
      manufacturer: w.manufacturer,
      quantity: w.quantity,
      expectedPrice: w.expected_price_fen,
      remark: w.remark || null,
      status: w.status,
      reply: w.reply,
      createdAt: new Date(now - w.days_ago * DAY),
    })),
  );
}
