import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { articleCategories, articles, feedback, messageBroadcasts, wantedRequests } from '../../../src/db/schema/index.js';
import { createBuyer } from '../../fixtures.js';
import { adminCall } from '../admin-call.js';
import { createdId, first, readCreated, rowCalls, type Created } from '../created-row.js';

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

const ownArticle = async (app: App) =>
  (
    await app.db
      .insert(articles)
      .values({ categoryId: (await ownCategory(app)).id, title: '权限文章', body: '<p>正文</p>' })
      .returning()
  )[0];

/** The reply to what a fresh store sent (`sent` adds it), which the store also gets as a message. */
const replyCall = <R extends { id: number }>(spec: {
  path: string;
  entity: string;
  sent(app: App, storeId: number): Promise<R>;
  payload: Record<string, unknown>;
  read(app: App, id: number): Promise<unknown>;
}) =>
  adminCall({
    name: `POST /api/admin/${spec.path}/:id/reply`,
    roles: service,
    prepare: async (app) => spec.sent(app, (await createBuyer(app)).storeId),
    request: (r) => ({ method: 'POST', url: `/api/admin/${spec.path}/${r.id}/reply`, payload: spec.payload }),
    change: {
      read: (app, r) => spec.read(app, r.id),
      audit: { action: `${spec.entity}.reply`, entity: spec.entity, entityId: (r) => r.id },
    },
  });

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
    prepare: ownArticle,
    request: (a) => ({ method: 'GET', url: `/api/admin/articles/${a.id}` }),
  }),
  ...rowCalls({
    roles,
    path: 'articles',
    entity: 'article',
    table: articles,
    make: ownArticle,
    body: async (app) => ({ category_id: (await ownCategory(app)).id, title: `权限新文章${next()}`, body: '<p>正文</p>' }),
    createdBy: ['title', articles.title],
  }),

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
  replyCall({
    path: 'feedback',
    entity: 'feedback',
    sent: async (app, storeId) => (await app.db.insert(feedback).values({ storeId, type: '其他', content: '权限测试反馈' }).returning())[0],
    payload: { reply: '感谢反馈' },
    read: async (app, id) => (await first(app.db.select().from(feedback).where(eq(feedback.id, id)))).reply,
  }),
  adminCall({ name: 'GET /api/admin/wanted', roles: service, request: () => ({ method: 'GET', url: '/api/admin/wanted?status=pending' }) }),
  replyCall({
    path: 'wanted',
    entity: 'wanted',
    sent: async (app, storeId) => (await app.db.insert(wantedRequests).values({ storeId, name: '权限求购', quantity: 1 }).returning())[0],
    payload: { reply: '已上架', status: 'replied' },
    read: async (app, id) => (await first(app.db.select().from(wantedRequests).where(eq(wantedRequests.id, id)))).status,
  }),
];
