import {
  CreditBillPage,
  CreditListQuery,
  Envelope,
  MoneyLogPage,
  MoneyLogQuery,
  PageQuery,
  PointsLogPage,
  WalletSummary,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as wallet from './service.js';

/** /wdqb: balance, its ledger, credit bills and points, each read from its append-only ledger. */
const walletViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/user_money', { schema: { response: { 200: Envelope(WalletSummary) } } }, async (request) =>
    ok(await wallet.walletSummary(app.db, requireAuth(request))),
  );

  app.get('/user/user_money_log', { schema: { querystring: MoneyLogQuery, response: { 200: Envelope(MoneyLogPage) } } }, async (request) =>
    ok(await wallet.moneyLog(app.db, requireAuth(request), request.query)),
  );

  app.get(
    '/user/user_credit_list',
    { schema: { querystring: CreditListQuery, response: { 200: Envelope(CreditBillPage) } } },
    async (request) => ok(await wallet.creditBills(app.db, requireAuth(request), request.query)),
  );

  app.get('/user/points_log', { schema: { querystring: PageQuery, response: { 200: Envelope(PointsLogPage) } } }, async (request) =>
    ok(await wallet.pointsLog(app.db, requireAuth(request), request.query)),
  );
};

export default walletViewRoutes;
