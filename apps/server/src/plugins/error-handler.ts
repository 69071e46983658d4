import { Code, Msg } from '@yc/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError, isTooManyClients } from '../db/connection-errors.js';
import { errorText } from '../db/error-text.js';
import { BizError, FieldError } from '../lib/errors.js';

type FieldErrors = Record<string, string[]>;

function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : fallback;
}

function validationReply(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? '提交的数据不正确';
  return { code: Code.VALIDATION, msg: first, data: null, errors };
}

/** Under load every request finds the server full: one line a minute says it, not one per request. */
const FULL_LOG_EVERY_MS = 60_000;

/** One place shapes every failure into `{code,msg,data}`; 5xx details never leave the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  let fullLoggedAt = -Infinity;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BizError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: error.data });
    }
    if (error instanceof FieldError) {
      return reply.status(422).send(validationReply({ [error.field]: [error.message] }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const v of error.validation) {
        // An unknown key has no path of its own; name the key itself.
        const keys = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: string[] }).keys : undefined;
        const key = keys?.[0] ?? fieldName(v.instancePath, error.validationContext ?? 'body');
        (errors[key] ??= []).push(v.message ?? "提交的数据不正确");
      }
      return reply.status(422).send(validationReply(errors));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.statusCode === 400) {
      return reply.status(422).send(validationReply({ body: ['提交的数据格式不正确'] }));
    }
    if (error.statusCode === 413) return reply.status(413).send({ code: 413, msg: '上传的内容过大', data: null });
    if (error.statusCode === 429) return reply.status(429).send({ code: Code.TOO_MANY, msg: '操作过于频繁，请稍后再试', data: null });
    if (isConnectionError(error)) {
      // The pool reconnects on a later request; the client is told to retry rather than that something broke.
      if (!isTooManyClients(error)) request.log.warn(`数据库暂时不可用: ${errorText(error)}`);
      else if (Date.now() - fullLoggedAt >= FULL_LOG_EVERY_MS) {
        fullLoggedAt = Date.now();
        request.log.warn(
          `数据库连接已满 (too many clients)：各进程的连接池之和超过了 PostgreSQL 的 max_connections，请求暂答 503；请调小 DB_POOL_MAX 或 WEB_CONCURRENCY，或调大 max_connections (${errorText(error)})`,
        );
      }
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: Code.UNAVAILABLE, msg: Msg.DB_UNAVAILABLE, data: null, request_id: request.id });
    }
    request.log.error({ err: error }, 'unhandled error');
    // The id in the answer is the one in the log line above, so a buyer's report finds it.
    return reply.status(500).send({ code: Code.SERVER, msg: Msg.SERVER_BUSY, data: null, request_id: request.id });
  });
}
