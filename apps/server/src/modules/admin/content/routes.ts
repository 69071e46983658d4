/**
 * /api/admin content and service: news and help articles, their categories, messages to stores,
 * and replies to feedback and product-wanted requests. Merchandisers run content; account managers
 * also answer the feedback and requests of the stores they look after.
 */
import {
  AdminArticleBody,
  AdminArticleCategories,
  AdminArticleCategoryBody,
  AdminArticleDetail,
  AdminArticlePage,
  AdminArticleQuery,
  AdminBroadcastBody,
  AdminBroadcastPage,
  AdminFeedbackPage,
  AdminFeedbackQuery,
  AdminIdParams,
  AdminReplyBody,
  AdminWantedPage,
  AdminWantedQuery,
  AdminWantedReplyBody,
  Answer,
  BroadcastSent,
  CreatedId,
  Done,
  Envelope,
  PageQuery,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as articles from './article-service.js';
import * as desk from './service-desk.js';

const MERCH = requireStaff('merchandiser');
const SERVICE = requireStaff('merchandiser', 'account_manager');

const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/article-categories', { preHandler: MERCH, schema: { response: { 200: Envelope(AdminArticleCategories) } } }, async () => ok(await articles.listCategories(db)));
  app.post(
    '/article-categories/:id',
    { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminArticleCategoryBody, response: { 200: Done } } },
    async (request) => {
      await articles.updateCategory(db, staffOf(request), request.params.id, request.body);
      return ok(null, '栏目已保存');
    },
  );

  app.get('/articles', { preHandler: MERCH, schema: { querystring: AdminArticleQuery, response: { 200: Envelope(AdminArticlePage) } } }, async (request) =>
    ok(await articles.listArticles(db, request.query)),
  );
  app.get('/articles/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Envelope(AdminArticleDetail) } } }, async (request) =>
    ok(await articles.articleDetail(db, request.params.id)),
  );
  app.post('/articles', { preHandler: MERCH, schema: { body: AdminArticleBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await articles.createArticle(db, staffOf(request), request.body) }, '文章已发布'),
  );
  app.post('/articles/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminArticleBody, response: { 200: Done } } }, async (request) => {
    await articles.updateArticle(db, staffOf(request), request.params.id, request.body);
    return ok(null, '文章已保存');
  });
  app.delete('/articles/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await articles.deleteArticle(db, staffOf(request), request.params.id);
    return ok(null, '文章已删除');
  });

  app.get('/messages', { preHandler: MERCH, schema: { querystring: PageQuery, response: { 200: Envelope(AdminBroadcastPage) } } }, async (request) =>
    ok(await desk.listBroadcasts(db, request.query)),
  );
  app.post('/messages', { preHandler: MERCH, schema: { body: AdminBroadcastBody, response: { 200: Answer(BroadcastSent) } } }, async (request) => {
    const sent = await desk.broadcast(db, staffOf(request), request.body);
    return ok(sent, `消息已发送给${sent.recipients}家门店`);
  });

  app.get('/feedback', { preHandler: SERVICE, schema: { querystring: AdminFeedbackQuery, response: { 200: Envelope(AdminFeedbackPage) } } }, async (request) =>
    ok(await desk.listFeedback(db, staffOf(request), request.query)),
  );
  app.post('/feedback/:id/reply', { preHandler: SERVICE, schema: { params: AdminIdParams, body: AdminReplyBody, response: { 200: Done } } }, async (request) => {
    await desk.replyFeedback(db, staffOf(request), request.params.id, request.body.reply);
    return ok(null, '已回复，门店可在意见反馈中查看');
  });

  app.get('/wanted', { preHandler: SERVICE, schema: { querystring: AdminWantedQuery, response: { 200: Envelope(AdminWantedPage) } } }, async (request) =>
    ok(await desk.listWanted(db, staffOf(request), request.query)),
  );
  app.post('/wanted/:id/reply', { preHandler: SERVICE, schema: { params: AdminIdParams, body: AdminWantedReplyBody, response: { 200: Done } } }, async (request) => {
    await desk.replyWanted(db, staffOf(request), request.params.id, request.body);
    return ok(null, '已回复，门店可在品种求购中查看');
  });
};

export default contentAdminRoutes;
