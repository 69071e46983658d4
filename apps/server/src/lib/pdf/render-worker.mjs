// A worker thread of render-pool.ts: draws one PDF at a time, so pdfkit's seconds of layout never hold the API's event loop.
// Plain JS, with tsx loading the TypeScript renderers, so it runs the same under `npm start` and under vitest.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { cjkFont } = await import(new URL('./font.ts', import.meta.url).href);

parentPort.on('message', async (job) => {
  try {
    const render = (await import(job.module))[job.name];
    if (typeof render !== 'function') throw new Error(`${job.module} has no renderer ${job.name}`);
    const data = await render(job.input, await cjkFont(job.what));
    parentPort.postMessage({ data });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
