/** 到货提醒: a store subscribes to an out-of-stock goods and is told once in 消息中心 (and by SMS) when it is back. */
import { z } from './zod.js';

export const ARRIVAL_MESSAGE_TITLE = '到货提醒';

/** POST /api/goods/{id}/arrival. */
export const ArrivalSubscribed = z.object({ goods_id: z.number().int() });
export type ArrivalSubscribed = z.infer<typeof ArrivalSubscribed>;

/** GET /api/user/arrivals: the goods the store waits for (not told yet). */
export const ArrivalWaiting = z.object({ goods_ids: z.array(z.number().int()) });
export type ArrivalWaiting = z.infer<typeof ArrivalWaiting>;
