/**
 * A local Aliyun SMS (Dysms) API for the tests: SendSms as the SDK calls it (RPC style, its params in
 * the query), its ACS3-HMAC-SHA256 signature checked with an AccessKey made by the test, and the
 * answers Aliyun gives: OK, a quota or template refusal, or none at all (the timeout).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type AliyunAnswer = 'ok' | 'isv.BUSINESS_LIMIT_CONTROL' | 'isv.SMS_TEMPLATE_ILLEGAL' | 'hang';

export interface SendSmsCall {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

const MESSAGES: Record<Exclude<AliyunAnswer, 'ok' | 'hang'>, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发天级流控Permits:10',
  'isv.SMS_TEMPLATE_ILLEGAL': '该账号下找不到对应模板',
};

/** Aliyun's percent-encoding of the canonical query: RFC 3986, so also ! ' ( ) *. */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Why the request's signature does not hold, or undefined when it does. */
function signatureFault(req: http.IncomingMessage, url: URL, body: Buffer, accessKeyId: string, secret: string): string | undefined {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(req.headers.authorization ?? '');
  if (!auth) return 'no ACS3-HMAC-SHA256 Authorization';
  const [, credential, signedHeaders, signature] = auth;
  if (credential !== accessKeyId) return 'unknown AccessKey';
  if (req.headers['x-acs-content-sha256'] !== sha256(body)) return 'body hash differs';
  const at = Date.parse(String(req.headers['x-acs-date']));
  if (!(Math.abs(Date.now() - at) < 15 * 60_000)) return 'x-acs-date too far off';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version']) {
    if (!names.includes(required)) return `${required} not signed`;
  }
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  const headers = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, req.headers['x-acs-content-sha256']].join('\n');
  const expected = crypto.createHmac('sha256', secret).update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`).digest('hex');
  return expected === signature ? undefined : 'signature does not match';
}

export interface AliyunSmsServer {
  url: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** The calls whose signature held, in order. */
  calls: SendSmsCall[];
  /** What the next calls are answered. */
  answer: AliyunAnswer;
  close(): Promise<void>;
}

export async function startAliyunSmsServer(): Promise<AliyunSmsServer> {
  const accessKeyId = `LTAI${crypto.randomBytes(8).toString('hex')}`;
  const accessKeySecret = crypto.randomBytes(15).toString('base64url');
  const hanging = new Set<http.ServerResponse>();
  const state: AliyunSmsServer = {
    url: '',
    accessKeyId,
    accessKeySecret,
    calls: [],
    answer: 'ok',
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const reply = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const requestId = crypto.randomUUID().toUpperCase();
      const fault = signatureFault(req, url, Buffer.concat(chunks), accessKeyId, accessKeySecret);
      if (fault) return reply(res, 400, { Code: 'SignatureDoesNotMatch', Message: fault, RequestId: requestId });
      if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') {
        return reply(res, 404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found', RequestId: requestId });
      }
      const q = url.searchParams;
      state.calls.push({
        phone: q.get('PhoneNumbers') ?? '',
        signName: q.get('SignName') ?? '',
        templateCode: q.get('TemplateCode') ?? '',
        templateParam: JSON.parse(q.get('TemplateParam') ?? '{}') as Record<string, string>,
      });
      if (state.answer === 'hang') return void hanging.add(res);
      if (state.answer === 'ok') {
        return reply(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: requestId });
      }
      // Aliyun answers a business refusal with HTTP 200 and its code.
      reply(res, 200, { Code: state.answer, Message: MESSAGES[state.answer], RequestId: requestId });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
