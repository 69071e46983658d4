/**
 * Routes that can bring a goods back in stock (a console stock edit, an import, a batch received or
 * unlocked) say `config: { restocks: true }`; once one has answered, its transaction is committed
 * and the waiting stores are told at once rather than on the next minute's job.
 */
import type { FastifyInstance } from 'fastify';
import { deliverArrivals } from './service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    restocks?: boolean;
  }
}

export function deliverAfterRestock(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.routeOptions.config.restocks || reply.statusCode !== 200) return;
    try {
      await deliverArrivals(app.db, request.log);
    } catch (err) {
      request.log.error({ err }, '到货提醒发送失败，将由定时任务重试');
    }
  });
}
