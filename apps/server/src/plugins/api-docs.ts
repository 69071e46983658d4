/**
 * The API described as OpenAPI 3 at /api/docs/json, built by @fastify/swagger from the routes' own
 * Zod schemas (the ERP integration reads it). Registered before the routes, whose onRoute it hooks.
 */
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { Code, Done, ERP_CALLS_PER_MINUTE } from '@yc/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../package.json' with { type: 'json' };
import type { RawResponse, UploadForm } from '../lib/raw-responses.js';
import { STAFF_COOKIE, STAFF_COOKIE_PATH } from '../modules/admin/shared/session.js';
import { OPERATIONS, type OperationLine } from './api-operations.js';
import { SESSION_COOKIE } from './session.js';

export const API_DOCS_URL = '/api/docs/json';
/** The security scheme of the ERP calls (/api/erp): a company API key as a bearer token. */
export const ERP_SECURITY = 'companyApiKey';
/** The buyer's session cookie (plugins/session.ts) and the console's (modules/admin/shared/session.ts). */
const BUYER_SECURITY = 'buyerSession';
const STAFF_SECURITY = 'staffSession';

const FAILURE = Done.describe(
  '失败：401 未登录，403 无权访问，404 不存在，413 上传的内容过大，422 提交的数据不正确（errors 按字段列出），429 操作过于频繁',
);
const SERVER_FAILURE = Done.extend({ request_id: z.string().describe('请求编号：服务器日志中的同一编号，报告问题时请提供') }).describe(
  '服务暂不可用：500 服务器出错，503 数据库暂时不可用（Retry-After 秒后重试）',
);

type Transformed = ReturnType<SwaggerTransform>;
type ResponseDeclarations = Record<string, z.ZodType | RawResponse>;

/** One Zod schema as the document's JSON schema, through the type provider's own conversion. */
function documented(input: Parameters<SwaggerTransform>[0], schema: z.ZodType): unknown {
  const { schema: out } = jsonSchemaTransform({ ...input, schema: { response: { 200: schema } } }) as Transformed;
  return (out as { response: Record<string, unknown> }).response[200];
}

/** The multipart body of an upload: the file as binary beside its text fields, converted as a request body is. */
function uploadBody(input: Parameters<SwaggerTransform>[0], { file, fields }: UploadForm): unknown {
  const form = z.object({ file: z.string().meta({ format: 'binary' }).describe(file), ...fields?.shape });
  const { schema: out } = jsonSchemaTransform({ ...input, schema: { body: form } }) as Transformed;
  return (out as { body: unknown }).body;
}

/** Fastify's `/goods/:id` as OpenAPI writes it. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A readable operationId from the call itself: `GET /api/goods/detail/:id` is `getGoodsDetailById`. */
export function operationIdOf(method: string, url: string): string {
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^:(\w+)(.*)$/.exec(segment);
      return param ? ['by', ...words(param[1]), ...words(param[2])] : words(segment);
    });
  return method.toLowerCase() + parts.map(capital).join('');
}

type Security = ReadonlyArray<Record<string, readonly string[]>>;

/**
 * Who may make the call: the console's staff session (but for its `staffPublic` routes), or what the
 * buyer call's line says; a route that declares its own `security` (the ERP key) keeps it.
 */
function securityOf(input: Parameters<SwaggerTransform>[0], line: OperationLine | undefined): Security {
  if (input.url.startsWith('/api/admin/')) return input.route.config?.staffPublic ? [] : [{ [STAFF_SECURITY]: [] }];
  if (line?.access === 'open') return [];
  // An empty requirement is OpenAPI's "or nobody at all": the call answers a visitor too.
  if (line?.access === 'visitor') return [{}, { [BUYER_SECURITY]: [] }];
  return [{ [BUYER_SECURITY]: [] }];
}

/**
 * The type provider's transform only knows Zod schemas; files, pages, redirects and socket upgrades
 * are declared as response objects (lib/raw-responses.ts) whose content schemas are converted here.
 * Every operation also gets the failure envelopes, a tag named after its path, an operationId, its
 * summary (plugins/api-operations.ts) and who may call it; an upload gets its multipart body.
 */
const transform: SwaggerTransform = (input) => {
  const declared = (input.schema?.response ?? {}) as ResponseDeclarations;
  const zodResponses: Record<string, z.ZodType> = { '4XX': FAILURE, '5XX': SERVER_FAILURE };
  const rawResponses: Record<string, unknown> = {};
  for (const [status, declaration] of Object.entries(declared)) {
    if (declaration instanceof z.ZodType) {
      zodResponses[status] = declaration;
      continue;
    }
    const content = declaration.content
      ? Object.fromEntries(Object.entries(declaration.content).map(([type, { schema }]) => [type, { schema: documented(input, schema) }]))
      : undefined;
    rawResponses[status] = { ...declaration, ...(content && { content }) };
  }
  // @fastify/websocket hides its routes; the chat sockets are part of the API, so they are shown with their 101.
  const hide = input.route.websocket ? false : input.schema?.hide;
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, hide, response: zodResponses } }) as Transformed;
  const schema = out.schema as { hide?: boolean; response?: Record<string, unknown>; tags?: string[] };
  if (schema.hide) return out;
  const [, , area, section] = input.url.split('/');
  const method = [input.route.method].flat()[0];
  const entry = OPERATIONS[`${method} ${documentPath(input.url)}`];
  const line = typeof entry === 'string' ? { summary: entry, access: 'session' as const } : entry;
  const upload = input.schema?.upload;
  return {
    ...out,
    schema: {
      ...schema,
      operationId: input.schema?.operationId ?? operationIdOf(method, input.url),
      summary: input.schema?.summary ?? line?.summary,
      security: input.schema?.security ?? securityOf(input, line),
      ...(upload && { consumes: ['multipart/form-data'], body: uploadBody(input, upload) }),
      tags: [area === 'admin' ? `admin/${section}` : area],
      response: { ...schema.response, ...rawResponses },
    },
  };
};

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '药采云 API',
        description: `每个 JSON 答复都是 { code, msg, data }，成功 code 为 ${Code.OK}；业务拒绝以 HTTP 200 答复 400–499 的 code 与中文 msg。`,
        version: serverPackage.version,
      },
      // Relative: the API is served by the same host as the storefront that uses it.
      servers: [{ url: '/', description: '与商城页面同一主机' }],
      components: {
        securitySchemes: {
          [BUYER_SECURITY]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: '采购商会话：POST /api/user/login（或注册）成功后写入的 HttpOnly Cookie',
          },
          [STAFF_SECURITY]: {
            type: 'apiKey',
            in: 'cookie',
            name: STAFF_COOKIE,
            description: `后台员工会话：POST /api/admin/login 成功后写入的 HttpOnly Cookie，只发往 ${STAFF_COOKIE_PATH}`,
          },
          [ERP_SECURITY]: {
            type: 'http',
            scheme: 'bearer',
            description: `企业 API 密钥（会员中心「ERP接口」由负责人创建，只显示一次），只读订单、发货、对账单与价格；每个密钥每分钟最多 ${ERP_CALLS_PER_MINUTE} 次调用，超出答复 429。`,
          },
        },
      },
    },
    transform,
    // Schemas with an id (the recursive trees) become components, in the document's own dialect.
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } }),
  });
  app.get(API_DOCS_URL, { schema: { hide: true } }, () => app.swagger());
}
