import type { App } from '../src/app.js';

interface AppRoute {
  method: string;
  url: string;
}

/**
 * Every route the app answers, read from Fastify's own route tree (a line's segment continues its
 * parent's). The HEAD twin Fastify adds to each GET is left out.
 */
export function appRoutes(app: App): AppRoute[] {
  const stack: string[] = [];
  const out: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const url = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = url;
    stack.length = depth + 1;
    const methods = (m[3] ?? '').split(', ').filter((method) => method !== '-' && method !== '');
    for (const method of methods) if (method !== 'HEAD' || !methods.includes('GET')) out.push({ method, url });
  }
  return out;
}
