import { Answer, ApiKeyList, ApiKeyParams, CreateApiKeyBody, CreatedApiKey } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as keys from './service.js';

/** /erpjk: the company's API keys, for its founder or a 负责人 of every store (plugins/permissions.ts, the service). */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/company/api_keys', { schema: { response: { 200: Answer(ApiKeyList) } } }, async (request) =>
    ok(await keys.listKeys(app.db, requireAuth(request))),
  );

  app.post('/company/api_keys', { schema: { body: CreateApiKeyBody, response: { 200: Answer(CreatedApiKey) } } }, async (request) =>
    ok(await keys.createKey(app.db, requireAuth(request), request.body), '密钥已创建，请立即复制保存，关闭后将无法再次查看'),
  );

  app.post('/company/api_keys/:id/revoke', { schema: { params: ApiKeyParams, response: { 200: Answer(z.null()) } } }, async (request) => {
    await keys.revokeKey(app.db, requireAuth(request), request.params.id);
    return ok(null, '密钥已撤销，使用它的调用将立即失效');
  });
};

export default apiKeyRoutes;
