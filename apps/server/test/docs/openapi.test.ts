/**
 * /api/docs/json (issue 14): a valid OpenAPI 3 document in which every route of the API says what it
 * answers on success, as a real schema: the envelope with a typed `data`, a file's media types, a
 * page, or no body for a redirect or a socket upgrade.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_URL } from '../../src/plugins/api-docs.js';
import { fileApp } from '../helper.js';
import { appRoutes } from '../route-tree.js';

type Schema = { properties?: Record<string, Schema>; anyOf?: Schema[]; oneOf?: Schema[]; $ref?: string } & Record<string, unknown>;
interface Response {
  description: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Document {
  [key: string]: unknown;
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
}

const app = fileApp();
let doc: Document;
beforeAll(async () => {
  const res = await app.inject({ method: 'GET', url: API_DOCS_URL });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

/** Fastify's `/goods/:id` as OpenAPI writes it. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The envelopes a JSON schema allows (an Answer is the envelope or a refusal). */
const envelopes = (schema: Schema): Schema[] =>
  schema.properties?.code ? [schema] : [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(envelopes);

/** What is wrong with a route's success answer as documented, if anything. */
function successProblem(responses: Record<string, Response>): string | undefined {
  const success = Object.entries(responses).filter(([status]) => /^[123]\d\d$/.test(status));
  if (success.length === 0) return 'no success response';
  for (const [status, response] of success) {
    if (!response.content) {
      if (!/^(101|204|3\d\d)$/.test(status)) return `${status} has no body schema`;
      continue;
    }
    for (const [type, { schema }] of Object.entries(response.content)) {
      if (!schema || Object.keys(schema).length === 0) return `${status} ${type} has an empty schema`;
      if (type !== 'application/json') continue;
      const [success] = envelopes(schema);
      if (!success) return `${status} is not the {code, msg, data} envelope`;
      if (Object.keys(success.properties?.data ?? {}).length === 0) return `${status} leaves data untyped`;
    }
  }
  return undefined;
}

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI 3 document of the 药采云 API', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: '药采云 API', version: expect.any(String) });
  });

  it('covers every API route with the schema of its success answer', () => {
    const routes = appRoutes(app).filter(({ url }) => url.startsWith('/api/') && url !== API_DOCS_URL);
    expect(routes.length).toBeGreaterThan(250);
    const problems = routes.flatMap(({ method, url }) => {
      const operation = doc.paths[documentPath(url)]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${url}: not in the document`];
      const problem = successProblem(operation.responses);
      return problem ? [`${method} ${url}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
