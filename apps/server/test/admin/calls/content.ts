import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { articleCategories, articles, feedback, messageBroadcasts, wantedRequests } from '../../../src/db/schema/index.js';
import { createBuyer } from '../../fixtures.js';
import { adminCall } from '../admin-call.js';
import { createdId, first, readCreated, type Created } from '../created-row.js';

let n = 0;
const next = () => (n += 1);
const roles: ['merchandiser'] = ['merchandiser'];
const service: ['merchandiser', 'account_manager'] = ['merchandiser', 'account_manager'];

/** A news category of the calls' own: the seeded lists are counted by other test files. */
const ownCategory = async (app: App) =>
  (
    await app.db
      .insert(articleCategories)
      .values({ kind: 'news', key: `c${process.pid % 100000}x${next()}`, name: '权限栏目' })
      .returning()
  )[0];

export const calls = [
  adminCall({ name: 'GET /api/admin/article-categories', roles, request: () => ({ method: 'GET', url: '/api/admin/article-categories' }) }),
  adminCall({
    name: 'POST /api/admin/article-categories/:id',
    roles,
    prepare: ownCategory,
    request: (c) => ({ method: 'POST', url: `/api/admin/article-categories/${c.id}`, payload: { name: `改名栏目${next()}`, sort: 2 } }),
    change: {
      read: async (app, c) => (await first(app.db.select().from(articleCategories).where(eq(articleCategories.id, c.id)))).name,
      audit: { action: 'article_category.update', entity: 'article_category', entityId: (c) => c.id },
    },
  }),
  adminCall({ name: 'GET /api/admin/articles', roles, request: () => ({ method: 'GET', url: '/api/admin/articles?category_id=3' }) }),
  adminCall({
    name: 'GET /api/admin/articles/:id',
    roles,
    prepare: async (app) =>
      (
        await app.db
          .insert(articles)
          .values({ categoryId: (await ownCategory(app)).id, title: '权限文章', body: '<p>正文</p>' })
          .returning()
      )[0],
    request: (a) => ({ method: 'GET', url: `/api/admin/articles/${a.id}` }),
  }),
  adminCall({
    name: 'POST /api/admin/articles (create)',
    roles,
    prepare: async (app): Promise<Created & { categoryId: number; title: string }> => ({
      categoryId: (await ownCategory(app)).id,
      title: `权限新文章${next()}`,
    }),
    request: (c) => ({
      method: 'POST',
      url: '/api/admin/articles',
      payload: { category_id: c.categoryId, title: c.title, body: '<p>正文</p>' },
    }),
    change: {
      read: readCreated(async (app, c) => (await first(app.db.select().from(articles).where(eq(articles.title, c.title))))?.id),
      audit: { action: 'article.create', entity: 'article', entityId: createdId },
    },
  }),
  ...(['update', 'delete'] as const).map((what) =>
    adminCall({
      name: `${what === 'delete' ? 'DELETE' : 'POST'} /api/admin/articles/:id`,
      roles,
      prepare: async (app) =>
        (
          await app.db
            .insert(articles)
            .values({ categoryId: (await ownCategory(app)).id, title: '权限文章', body: '<p>正文</p>' })
            .returning()
        )[0],
      request: (a) =>
        what === 'delete'
          ? { method: 'DELETE' as const, url: `/api/admin/articles/${a.id}` }
          : {
              method: 'POST' as const,
              url: `/api/admin/articles/${a.id}`,
              payload: { category_id: a.categoryId, title: `改过的文章${next()}`, body: '<p>新正文</p>' },
            },
      change: {
        read: async (app, a) => (await first(app.db.select().from(articles).where(eq(articles.id, a.id)))) ?? null,
        audit: { action: `article.${what}`, entity: 'article', entityId: (a) => a.id },
      },
    }),
  ),

  adminCall({ name: 'GET /api/admin/messages', roles, request: () => ({ method: 'GET', url: '/api/admin/messages' }) }),
  adminCall({
    name: 'POST /api/admin/messages',
    roles,
    prepare: async (app): Promise<Created & { storeId: number; title: string }> => ({
      storeId: (await createBuyer(app)).storeId,
      title: `权限通知${next()}`,
    }),
    request: (c) => ({
      method: 'POST',
      url: '/api/admin/messages',
      payload: { type: 'system', title: c.title, content: '内容', audience: 'stores', store_ids: [c.storeId] },
    }),
    change: {
      read: readCreated(
        async (app, c) => (await first(app.db.select().from(messageBroadcasts).where(eq(messageBroadcasts.title, c.title))))?.id,
      ),
      audit: { action: 'message.send', entity: 'message_broadcast', entityId: createdId },
    },
  }),

  adminCall({ name: 'GET /api/admin/feedback', roles: service, request: () => ({ method: 'GET', url: '/api/admin/feedback?replied=0' }) }),
  adminCall({
    name: 'POST /api/admin/feedback/:id/reply',
    roles: service,
    prepare: async (app) =>
      (
        await app.db
          .insert(feedback)
          .values({ storeId: (await createBuyer(app)).storeId, type: '其他', content: '权限测试反馈' })
          .returning()
      )[0],
    request: (f) => ({ method: 'POST', url: `/api/admin/feedback/${f.id}/reply`, payload: { reply: '感谢反馈' } }),
    change: {
      read: async (app, f) => (await first(app.db.select().from(feedback).where(eq(feedback.id, f.id)))).reply,
      audit: { action: 'feedback.reply', entity: 'feedback', entityId: (f) => f.id },
    },
  }),
  adminCall({ name: 'GET /api/admin/wanted', roles: service, request: () => ({ method: 'GET', url: '/api/admin/wanted?status=pending' }) }),
  adminCall({
    name: 'POST /api/admin/wanted/:id/reply',
    roles: service,
    prepare: async (app) =>
      (
        await app.db
          .insert(wantedRequests)
          .values({ storeId: (await createBuyer(app)).storeId, name: '权限求购', quantity: 1 })
          .returning()
      )[0],
    request: (w) => ({ method: 'POST', url: `/api/admin/wanted/${w.id}/reply`, payload: { reply: '已上架', status: 'replied' } }),
    change: {
      read: async (app, w) => (await first(app.db.select().from(wantedRequests).where(eq(wantedRequests.id, w.id)))).status,
      audit: { action: 'wanted.reply', entity: 'wanted', entityId: (w) => w.id },
    },
  }),
];
