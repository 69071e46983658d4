/**
 * The built store (apps/web/dist) beside the API. Every file was compressed at build time (brotli and
 * gzip beside it), so the encoding the browser accepts is sent as it lies on disk. Files under
 * /assets/ carry a content hash in their name and never change: cached for a year. index.html, which
 * names those files, is revalidated on every visit (its ETag answers 304 while no release came out).
 * The phone store (m.html) answers every /m/ address; a phone asking for a desktop page that has a phone twin is
 * sent there (docs/mobile.md), unless it chose 电脑版.
 */
import fastifyStatic from '@fastify/static';
import { Code, Msg } from '@yc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { markSession, sessionMarker } from '../lib/session-cookie.js';
import { HOST_RE } from './security-headers.js';
import { SESSION_COOKIE } from './session.js';

/** The folder of the files whose names carry their content's hash. */
const ASSETS = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PHONE_PAGE = 'm.html';

/** A phone's browser; a tablet (iPad, Android without "Mobile") gets the desktop store. */
const PHONE_UA = /iPhone|iPod|Android.+Mobile|Windows Phone|HarmonyOS.+Mobile|Mobile.+Safari/i;

/** Set by the phone store's 电脑版 link (apps/web/src/m/paths.ts): this phone wants the desktop pages. */
const DESKTOP_CHOICE_COOKIE = 'yc_view';

/** The phone page of a desktop address, query kept; null where the phone store has no such page yet. */
function phoneTwin(pathname: string, query: string): string | null {
  if (pathname === '/') return `/m/${query}`;
  if (pathname === '/list' || pathname === '/search') return `/m/list${query}`;
  if (pathname === '/order') return `/m/orders${query}`;
  if (pathname === '/user') return `/m/my${query}`;
  if (pathname === '/kjcg') return `/m/often${query}`;
  if (/^\/(cart|login|cart\/step2|cart\/step4|cart\/step3\/\d+)$/.test(pathname)) return `/m${pathname}${query}`;
  const goods = /^\/list\/info\/(\d+)$/.exec(pathname);
  if (goods) return `/m/list/info/${goods[1]}${query}`;
  const order = /^\/order\/info\/(\d+)$/.exec(pathname);
  return order ? `/m/order/${order[1]}${query}` : null;
}

const isPhonePath = (pathname: string): boolean => pathname === '/m' || pathname.startsWith('/m/');

export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const servesPage = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  const servesPhone = servesPage && fs.existsSync(path.join(webDist, PHONE_PAGE));
  if (servesPage) {
    const root = webDist;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) =>
        reply.header('cache-control', path.relative(root, file).startsWith(`${ASSETS}${path.sep}`) ? IMMUTABLE : REVALIDATE),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // A built file that is not there (a tab open across a release asking for an old chunk) is a 404, not the page.
    if (request.url.startsWith('/api') || request.url.startsWith(`/${ASSETS}/`) || !readsPage || !servesPage) {
      return reply.status(404).send({ code: Code.NOT_FOUND, msg: Msg.NOT_FOUND, data: null });
    }
    // Client-side routes (and unknown paths, which the router sends to /404) all load the app; HEAD
    // answers what GET would, headers only (monitors and link checkers probe pages this way).
    // A session from before the page's marker existed gets one, so the page asks for its user at once.
    if (request.cookies[SESSION_COOKIE] !== undefined && request.cookies[sessionMarker(SESSION_COOKIE)] === undefined) {
      markSession(reply, { name: SESSION_COOKIE });
    }
    const [pathname = '/', ...rest] = request.url.split('?');
    const query = rest.length > 0 ? `?${rest.join('?')}` : '';
    if (servesPhone && isPhonePath(pathname)) {
      if (pathname === '/m') return reply.redirect(`/m/${query}`, 301);
      return reply.code(200).sendFile(PHONE_PAGE);
    }
    const twin = servesPhone ? phoneTwin(pathname, query) : null;
    const wantsDesktop = request.cookies[DESKTOP_CHOICE_COOKIE] === 'pc';
    if (twin && !wantsDesktop && PHONE_UA.test(request.headers['user-agent'] ?? '')) {
      // Decided per request: the pages are no-cache, so even a shared cache asks here with the phone's own headers.
      return reply.header('cache-control', 'no-store').redirect(twin, 302);
    }
    return reply.code(200).sendFile('index.html');
  });
  registerCrawlerFiles(app);
}

/** The public pages a search engine may list: the home, the catalogue and its zones, the store's help. */
const PUBLIC_PAGES = [
  '/',
  '/list',
  '/yx',
  '/qxzq',
  '/zyyp',
  '/jxqzc',
  '/ppzq',
  '/mrtj',
  '/ptzq',
  '/zhzq',
  '/lqzx',
  '/jfsc',
  '/help',
  '/privacy',
];

/**
 * The site's address as the request reached it (behind a trusted proxy, as the proxy was reached); a
 * Host that is no plain host name falls back to the path alone rather than end up in the file.
 */
const origin = (request: FastifyRequest): string => (HOST_RE.test(request.host) ? `${request.protocol}://${request.host}` : '');

/** robots.txt and sitemap.xml, which name absolute addresses: written per request from its host. */
function registerCrawlerFiles(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', `Sitemap: ${origin(request)}/sitemap.xml`, ''].join('\n')),
  );
  app.get('/sitemap.xml', hidden, (request, reply) => {
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${origin(request)}${page}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      );
  });
}
