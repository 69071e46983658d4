/**
 * Security headers on every response. Pages, files and anything else a browser may draw get helmet's
 * whole set: the built page has no inline script, so scripts come from the site only; antd writes its
 * styles inline. A JSON answer is never drawn as a page, so it gets the set OWASP's REST cheat sheet gives
 * APIs, stricter where it matters (a policy that allows nothing, no framing, no sniffing) and without the
 * document-only headers, whose 700 bytes were most of a suggestion's answer (suggestions served from memory
 * went from 0.32–0.50 to 0.47–0.68 of a bare route without them, README 性能).
 * helmet's middleware is built once here (@fastify/helmet builds it again on every request, which cost a
 * listing served from memory 6 % of its time), and what it writes is remembered per Host, the one thing
 * the headers depend on: helmet checks and joins every CSP directive again on each call (5 % of a
 * suggestion's time, bench/profile.ts).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';

// A host name, an IPv4 address or a bracketed IPv6 one, with an optional port: nothing that could end a directive.
export const HOST_RE = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The chat socket's own addresses: 'self' covers ws/wss of the page's host in CSP 3 browsers only,
 * so they are named too.
 */
function chatSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return HOST_RE.test(host) ? `ws://${host} wss://${host}` : '';
}

const JSON_TYPE = /^application\/json\b/;

/** Of the pages' headers, those a JSON answer keeps as they are: no sniffing, no framing, the referrer, transport and cross-origin read rules. */
const SHARED_WITH_API = new Set(['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy', 'strict-transport-security']);

/** A JSON answer's headers: a policy that lets it load nothing and be framed by nothing, and the pages' shared rules. */
const apiHeaders = (documentWrites: readonly HeaderWrite[]): HeaderWrite[] => [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ...documentWrites.filter(([name]) => SHARED_WITH_API.has(name.toLowerCase())),
];

export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: because an article may show a picture from another site (the sanitiser lets http(s) addresses through).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", chatSockets],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The store also runs on plain http inside a company network, where upgrading every request would break it.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const byHost = new Map<string, HeaderWrite[]>();
  const documentHeaders = (req: IncomingMessage): HeaderWrite[] => {
    const host = req.headers.host ?? '';
    let writes = byHost.get(host);
    if (!writes) {
      writes = recordWrites(setHeaders, req);
      // The Host is the client's to choose: a few are remembered, any other is worked out each time.
      if (byHost.size < HOSTS_REMEMBERED) byHost.set(host, writes);
    }
    return writes;
  };
  // The shared headers do not depend on the Host; those of a request without one stand for all.
  const jsonAnswerHeaders = apiHeaders(recordWrites(setHeaders, { headers: {} } as IncomingMessage));
  // On sending, when the type is known; every answer passes here, refusals and unknown paths included.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const writes = typeof type === 'string' && JSON_TYPE.test(type) ? jsonAnswerHeaders : documentHeaders(request.raw);
    for (const [name, value] of writes) {
      if (value === undefined) reply.raw.removeHeader(name);
      else reply.raw.setHeader(name, value);
    }
    done(null, payload);
  });
}

const HOSTS_REMEMBERED = 32;

/** A header helmet sets, or removes (no value). */
type HeaderWrite = [name: string, value: OutgoingHttpHeader | undefined];

/** What helmet's middleware writes for this request, in order; it writes synchronously and reads nothing of the response. */
function recordWrites(setHeaders: ReturnType<typeof helmet>, req: IncomingMessage): HeaderWrite[] {
  const writes: HeaderWrite[] = [];
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeader) => writes.push([name, value]),
    removeHeader: (name: string) => writes.push([name, undefined]),
  };
  let failure: unknown;
  setHeaders(req, recorder as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return writes;
}
