import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeApi, HANG } from '../testing/fake-api';
import { prefetchChrome } from './prefetch-chrome';
import { createQueryClient } from './query-client';
import { routes } from './router';

const CHROME_READS = ['/api/article/help_categories', '/api/focus/common', '/api/focus/right', '/api/focus/top', '/api/global/links'];

/** The paths the chrome's reads went to, before anything is drawn, for a first visit to `path`. */
async function chromeReads(path: string): Promise<string[]> {
  const api = createFakeApi(Object.fromEntries(CHROME_READS.map((read) => [`GET ${read}`, HANG])));
  api.install();
  prefetchChrome(createQueryClient(), createMemoryRouter(routes, { initialEntries: [path] }));
  await new Promise((settle) => setTimeout(settle, 0));
  return api.calls.map((call) => call.path).sort();
}

describe('the chrome’s reads on a first visit', () => {
  it('go out for the site header, footer and toolbar of a page that draws them', async () => {
    expect(await chromeReads('/list')).toEqual(CHROME_READS);
  });

  it('leave out the site header’s on a page with the login header', async () => {
    expect(await chromeReads('/login')).toEqual(['/api/article/help_categories', '/api/global/links']);
  });
});
