/**
 * Text the CJK font cannot draw keeps its field on the 随货同行单 (issue 35): an emoji in the
 * consignee's name shows as □ beside the rest of the name, an invisible bidi mark is left out.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.js';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { pdfText } from '../lib/pdf-text.js';
import { get, readyBuyer, shippedOrder } from '../ops/order-flow.js';

const app = fileApp();

describe('GET /api/order/:id/delivery_note with a consignee the font cannot all draw', () => {
  it.each([
    ['王😀明', '王□明'],
    ['\u200f赵六', '赵六'],
    ['Dr. 👨‍⚕️ 李\u200e', 'Dr. □ 李'],
  ])('prints %j as %j, with the phone after it', async (consignee, printed) => {
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, [{ goods: await seedGoods(app), number: 1 }]);
    const [row] = await app.db.select({ address: orders.address }).from(orders).where(eq(orders.id, order.orderId));
    await app.db
      .update(orders)
      .set({ address: { ...row.address, consignee } })
      .where(eq(orders.id, order.orderId));

    const res = await get(app, b.cookie, `/api/order/${order.orderId}/delivery_note`);
    expect(res.statusCode).toBe(200);
    const line = pdfText(res.rawPayload)
      .split('\n')
      .find((l) => l.startsWith('收货人：'));
    expect(line).toBe(`收货人：${printed} ${row.address.phone}`);
  });
});
