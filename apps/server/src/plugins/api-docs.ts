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
import type { RawResponse } from '../lib/raw-responses.js';

export const API_DOCS_URL = '/api/docs/json';
/** The security scheme of the ERP calls (/api/erp): a company API key as a bearer token. */
export const ERP_SECURITY = 'companyApiKey';

const FAILURE = Done.describe(
  '失败：401 未登录，403 无权访问，404 不存在，422 提交的数据不正确（errors 按字段列出），429 操作过于频繁，5xx 服务暂不可用',
);

type Transformed = ReturnType<SwaggerTransform>;
type ResponseDeclarations = Record<string, z.ZodType | RawResponse>;

/** One Zod schema as the document's JSON schema, through the type provider's own conversion. */
function documented(input: Parameters<SwaggerTransform>[0], schema: z.ZodType): unknown {
  const { schema: out } = jsonSchemaTransform({ ...input, schema: { response: { 200: schema } } }) as Transformed;
  return (out as { response: Record<string, unknown> }).response[200];
}

/**
 * The type provider's transform only knows Zod schemas; files, pages, redirects and socket upgrades
 * are declared as response objects (lib/raw-responses.ts) whose content schemas are converted here.
 * Every operation also gets the failure envelope and a tag named after its path.
 */
const transform: SwaggerTransform = (input) => {
  const declared = (input.schema?.response ?? {}) as ResponseDeclarations;
  const zodResponses: Record<string, z.ZodType> = { default: FAILURE };
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
  return {
    ...out,
    schema: { ...schema, tags: [area === 'admin' ? `admin/${section}` : area], response: { ...schema.response, ...rawResponses } },
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
      components: {
        securitySchemes: {
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
