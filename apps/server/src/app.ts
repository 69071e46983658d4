import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import qs from 'qs';
import type { AppConfig } from './config.js';
import { setNearExpiryMonths } from './modules/batches/validity.js';
import type { Db } from './db/client.js';
import type { ReadReplicas } from './db/replicas.js';
import type { PaymentProvider } from './modules/payments/provider.js';
import { paymentRegistry, type PaymentRegistry } from './modules/payments/providers/index.js';
import { registerEarlyAnswers } from './lib/reply-cache.js';
import { requestLogging } from './lib/request-logger.js';
import { registerChatRealtime } from './modules/chat/realtime.js';
import { useConfiguredSms } from './modules/sms-code/providers/configured.js';
import { registerAbuseCounters } from './plugins/abuse-counters.js';
import { registerCatalogueChanges } from './plugins/catalogue-changes.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerCompression } from './plugins/compression.js';
import { registerConditionalGet } from './plugins/conditional-get.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerObservability, requestId } from './plugins/observability.js';
import { registerNulGuard } from './plugins/reject-nul-bytes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerPermissions } from './plugins/permissions.js';
import { registerReadReplicas } from './plugins/read-replicas.js';
import { registerSession } from './plugins/session.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerRoutes } from './routes.js';
import { wireDomains } from './wiring.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The online payment providers configured, the sandbox with PAYMENT_SANDBOX=1 (modules/payments/providers). */
    payments: PaymentRegistry;
  }
}

export type App = FastifyInstance;

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  /** DATABASE_REPLICA_URLS' replicas, for the catalogue's reads (plugins/read-replicas.ts). */
  replicas?: ReadReplicas;
  /** true logs to stdout; a stream takes the lines instead (tests read what would be logged). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Providers standing in for configured ones by name, or added (tests: a provider speaking to a local server). */
  paymentProviders?: readonly PaymentProvider[];
}

/** The whole API (and, when built, the web app) as one Fastify instance: used by main.ts and by tests. */
export async function buildApp({ config, db, replicas, logger = false, paymentProviders }: BuildOptions): Promise<App> {
  const app = Fastify({
    // stdout written without waiting: a burst of lines goes out in one write, not one system call each.
    ...(logger ? requestLogging(config, logger === true ? pino.destination({ dest: 1, sync: false }) : logger.stream) : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    genReqId: requestId,
    // A request on a kept-alive connection while the port closes is served (with Connection: close), not refused (lib/graceful-stop.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('payments', paymentRegistry(config.payments, paymentProviders));
  setNearExpiryMonths(config.nearExpiryMonths);
  useConfiguredSms(config.sms.sender, config.dataDir);

  registerObservability(app, db.$client);
  registerSecurityHeaders(app);
  registerEarlyAnswers(app);
  // Before every route: it hooks each route as it is added.
  await registerCompression(app);
  registerConditionalGet(app);
  await app.register(cookie);
  registerReadReplicas(app, replicas);
  // Spec section 7: bodies are form-encoded, nested the qs way (params[number], ids[]).
  await app.register(formbody, { parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 1000, parameterLimit: 2000 }) });
  await registerAbuseCounters(app);
  registerErrorHandler(app);
  registerOriginCheck(app);
  // Before the session hook, which reads the cookie.
  registerNulGuard(app);
  await registerSession(app);
  registerPermissions(app);
  await registerChatRealtime(app);
  await registerCatalogueChanges(app);
  await registerApiDocs(app);
  wireDomains();
  await app.register(registerRoutes, { prefix: '/api' });

  await registerWebApp(app, config.webDist);
  return app;
}
