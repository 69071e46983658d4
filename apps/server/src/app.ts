import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { Code, Msg } from '@yc/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import path from 'node:path';
import qs from 'qs';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { LOG_REDACT_PATHS } from './lib/log-redact.js';
import { registerChatRealtime } from './modules/chat/realtime.js';
import { registerAbuseCounters } from './plugins/abuse-counters.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerNulGuard } from './plugins/reject-nul-bytes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSession } from './plugins/session.js';
import { registerRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

export type App = FastifyInstance;

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  /** true logs to stdout; a stream takes the lines instead (tests read what would be logged). */
  logger?: boolean | { stream: { write(line: string): void } };
}

/** The whole API (and, when built, the web app) as one Fastify instance: used by main.ts and by tests. */
export async function buildApp({ config, db, logger = false }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: LOG_REDACT_PATHS, ...(logger === true ? {} : logger) } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);

  await registerSecurityHeaders(app);
  await app.register(cookie);
  // Spec section 7: bodies are form-encoded, nested the qs way (params[number], ids[]).
  await app.register(formbody, { parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 1000, parameterLimit: 2000 }) });
  await registerAbuseCounters(app);
  registerErrorHandler(app);
  registerOriginCheck(app);
  // Before the session hook, which reads the cookie.
  registerNulGuard(app);
  registerSession(app);
  await registerChatRealtime(app);
  await registerApiDocs(app);
  await app.register(registerRoutes, { prefix: '/api' });

  const webDist = config.webDist;
  const indexHtml = webDist && fs.existsSync(path.join(webDist, 'index.html')) ? path.join(webDist, 'index.html') : undefined;
  if (webDist && indexHtml) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api') || !readsPage || !indexHtml) {
      return reply.status(404).send({ code: Code.NOT_FOUND, msg: Msg.NOT_FOUND, data: null });
    }
    // Client-side routes (and unknown paths, which the router sends to /404) all load the app.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // HEAD answers what GET would, headers only (monitors and link checkers probe pages this way).
    if (request.method === 'HEAD') return reply.header('content-length', fs.statSync(indexHtml).size).send();
    return reply.send(fs.createReadStream(indexHtml));
  });
  return app;
}
