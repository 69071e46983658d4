import type { App } from '../../../src/app.js';

/** POST /api/user/purchase_plan with the file as a browser's multipart form sends it. */
export async function uploadPlan(app: App, cookie: string, name: string, data: Buffer | string) {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/user/purchase_plan',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
