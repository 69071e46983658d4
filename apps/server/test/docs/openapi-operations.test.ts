/**
 * /api/docs/json for integrators (issue 34): every operation is named (a unique operationId and a
 * Chinese summary), says who may call it (and the app agrees: a call documented as needing a session
 * answers 401 without one, and no call documented as open does), the uploads describe their multipart
 * bodies, the delivery notes their PDF, and the paths that look alike are told apart by their ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_URL, operationIdOf } from '../../src/plugins/api-docs.js';
import { OPERATIONS } from '../../src/plugins/api-operations.js';
import { fileApp } from '../helper.js';

interface Schema {
  type?: string;
  format?: string;
  enum?: string[];
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: Schema }>; headers?: Record<string, { schema?: Schema; description?: string }> }
  >;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

const app = fileApp();
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];
beforeAll(async () => {
  doc = (await app.inject({ method: 'GET', url: API_DOCS_URL })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});

/** What the document says a call needs: a session, a company key, nothing, or a session if there is one. */
function accessOf(op: Operation): 'session' | 'key' | 'none' | 'optional' {
  const schemes = (op.security ?? []).map((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return 'none';
  if (schemes.some((names) => names.length === 0)) return 'optional';
  return schemes.flat().includes('companyApiKey') ? 'key' : 'session';
}

/** The 15 calls that take a file (lib/uploads/read.ts), as `METHOD path`. */
const UPLOADS = [
  'POST /api/user/zizhi',
  'POST /api/hm/receipt',
  'POST /api/user/purchase_plan',
  'POST /api/order/return/image',
  'POST /api/chat/image',
  'POST /api/admin/chat/conversations/{id}/image',
  'POST /api/admin/goods/{id}/images',
  'POST /api/admin/goods/{id}/reports/{rid}/file',
  'POST /api/admin/goods/import',
  'POST /api/admin/batches/import',
  'POST /api/admin/batches/{id}/reports',
  'POST /api/admin/categories/{id}/logo',
  'POST /api/admin/brands/{id}/logo',
  'POST /api/admin/ads/{id}/picture',
  'POST /api/admin/points-goods/{id}/image',
  'POST /api/admin/orders/{id}/cold-chain/file',
  'POST /api/admin/invoices/tax-invoices/import',
  'POST /api/admin/invoices/{id}/tax-files',
  'POST /api/admin/orders/{id}/trace-codes/import',
];

describe('the operations of /api/docs/json', () => {
  it('each has a unique, readable operationId made from its call', () => {
    expect(operations.length).toBeGreaterThan(300);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !/^(get|post|put|delete|patch)[A-Z][A-Za-z0-9]*$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('GET', '/api/goods/detail/:id')).toBe('getGoodsDetailById');
    expect(operationIdOf('POST', '/api/cart/quick_add/:id')).toBe('postCartQuickAddById');
    expect(operationIdOf('GET', '/api/img/goods/:id.svg')).toBe('getImgGoodsByIdSvg');
    expect(doc.paths['/api/user/login'].post.operationId).toBe('postUserLogin');
  });

  it('each has a Chinese summary, and every line of the summaries table is a call the document shows', () => {
    const missing = operations.filter(({ op }) => !/\p{Script=Han}/u.test(op.summary ?? '')).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    // A line for a call that is gone, or that its route's own summary overrides, is dead.
    const shown = new Map(operations.map(({ method, path, op }) => [`${method} ${path}`, op.summary]));
    const dead = Object.entries(OPERATIONS).filter(([key, line]) => shown.get(key) !== (typeof line === 'string' ? line : line.summary));
    expect(dead.map(([key]) => key)).toEqual([]);
    // A route's own summary wins (the ERP calls declare theirs).
    expect(doc.paths['/api/erp/orders'].get.summary).toBe('拉取新订单与发货');
  });

  it('declares the buyer and staff session cookies and the ERP key, and applies them per operation', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      buyerSession: { type: 'apiKey', in: 'cookie', name: 'yc_sid' },
      staffSession: { type: 'apiKey', in: 'cookie', name: 'yc_staff' },
      companyApiKey: { type: 'http', scheme: 'bearer' },
    });
    const declared = new Set(Object.keys(doc.components.securitySchemes));
    const problems = operations.flatMap(({ method, path, op }) => {
      if (!op.security) return [`${method} ${path}: no security`];
      const names = op.security.flatMap((requirement) => Object.keys(requirement));
      const unknown = names.filter((name) => !declared.has(name));
      if (unknown.length) return [`${method} ${path}: unknown ${unknown.join()}`];
      const area = path.startsWith('/api/admin/') ? 'staffSession' : path.startsWith('/api/erp/') ? 'companyApiKey' : 'buyerSession';
      return names.every((name) => name === area) ? [] : [`${method} ${path}: ${names.join()} instead of ${area}`];
    });
    expect(problems).toEqual([]);
    expect(doc.paths['/api/admin/login'].post.security).toEqual([]);
    expect(doc.paths['/api/admin/orders'].get.security).toEqual([{ staffSession: [] }]);
    expect(doc.paths['/api/user/login'].post.security).toEqual([]);
    expect(doc.paths['/api/order/list'].get.security).toEqual([{ buyerSession: [] }]);
    expect(doc.paths['/api/goods/list'].get.security).toEqual([{}, { buyerSession: [] }]);
    expect(doc.paths['/api/erp/orders'].get.security).toEqual([{ companyApiKey: [] }]);
  });

  it('says of each call what the app does without a session: 401 exactly where one is needed', async () => {
    const problems: string[] = [];
    for (const { method, path, op } of operations) {
      // The sockets answer only an upgrade (covered by the chat tests).
      if (op.responses['101']) continue;
      const url = path.replace(/{(\w+)}/g, (_, name: string) => (name === 'month' ? '2026-01' : '1'));
      const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=1`);
      const res = await app.inject({
        method: method as 'GET',
        url: query.length ? `${url}?${query.join('&')}` : url,
        ...(method !== 'GET' && { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      });
      const access = accessOf(op);
      const needsOne = access === 'session' || access === 'key';
      // A refused body or query (422) is checked before the handler asks for the session: no verdict.
      if (res.statusCode === 401 && !needsOne) problems.push(`${method} ${path}: 401 but documented ${access}`);
      if (needsOne && res.statusCode !== 401 && res.statusCode !== 422)
        problems.push(`${method} ${path}: ${res.statusCode} but documented ${access}`);
    }
    expect(problems).toEqual([]);
  });

  it('describes the multipart body of every upload: the file as binary beside its fields', () => {
    const multipart = operations
      .filter(({ op }) => op.requestBody?.content['multipart/form-data'])
      .map(({ method, path }) => `${method} ${path}`);
    expect(multipart.sort()).toEqual([...UPLOADS].sort());
    for (const key of UPLOADS) {
      const [method, path] = key.split(' ');
      const schema = doc.paths[path][method.toLowerCase()].requestBody?.content['multipart/form-data'].schema;
      expect(schema?.properties?.file, key).toMatchObject({ type: 'string', format: 'binary' });
      expect(schema?.required, key).toContain('file');
    }
    const certificate = doc.paths['/api/user/zizhi'].post.requestBody?.content['multipart/form-data'].schema;
    expect(Object.keys(certificate?.properties ?? {})).toEqual(['file', 'type', 'number', 'expires_at']);
    expect(doc.paths['/api/hm/receipt'].post.requestBody?.content['multipart/form-data'].schema?.properties).toHaveProperty('order_id');
  });

  it('says the delivery notes (随货同行单) answer a PDF to save, under its own name', () => {
    for (const path of ['/api/order/{id}/delivery_note', '/api/admin/orders/{id}/delivery_note']) {
      const success = doc.paths[path].get.responses['200'];
      expect(success.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
      expect(success.headers?.['content-disposition']).toMatchObject({
        schema: { type: 'string' },
        description: expect.stringContaining('attachment'),
      });
    }
  });

  it('tells apart every two paths one URL could match: a parameter of one cannot take the word of the other', () => {
    const paths = Object.keys(doc.paths);
    const isParam = (segment: string) => /^{\w+}$/.test(segment);
    /** Whether the path parameter `segment` of `path` refuses `word`: an integer id, or a list of names without it. */
    const refuses = (path: string, segment: string, word: string) => {
      const schema = Object.values(doc.paths[path])
        .flatMap((op) => op.parameters ?? [])
        .find((p) => p.in === 'path' && `{${p.name}}` === segment)?.schema;
      if (schema?.type === 'integer') return !/^\d+$/.test(word);
      return schema?.enum !== undefined && !schema.enum.includes(word);
    };
    const problems: string[] = [];
    for (const [i, a] of paths.entries()) {
      for (const b of paths.slice(i + 1)) {
        const [sa, sb] = [a.split('/'), b.split('/')];
        if (sa.length !== sb.length) continue;
        const overlap = sa.every((segment, k) => segment === sb[k] || isParam(segment) || isParam(sb[k]));
        const apart = sa.some(
          (segment, k) =>
            (isParam(segment) && !isParam(sb[k]) && refuses(a, segment, sb[k])) ||
            (isParam(sb[k]) && !isParam(segment) && refuses(b, sb[k], segment)),
        );
        if (overlap && !apart) problems.push(`${a} ~ ${b}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
