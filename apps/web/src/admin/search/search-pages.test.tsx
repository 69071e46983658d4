import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSynonym } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };
const me = ok({ id: 1, username: 'merch', name: '商品运营', roles: ['merchandiser'] });

const synonym: AdminSynonym = { id: 3, term: '扑热息痛', target: '对乙酰氨基酚', maker: '', created_at: 1_800_000_000 };
const brand: AdminSynonym = { id: 4, term: '美林', target: '布洛芬混悬液', maker: '上海强生', created_at: 1_800_000_000 };

describe('console search pages', { timeout: 60_000 }, () => {
  it('lists the aliases and adds one; a taken alias keeps the dialog open with the server’s message', async () => {
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/search/synonyms': ok({ list: [synonym, brand], total: 2, page: 1, page_size: 20 }),
      'POST /api/admin/search/synonyms': fail(422, '该别名已存在', 422, { errors: { term: ['该别名已存在'] } }),
    });
    renderApp('/admin/search-synonyms', api);
    const table = await screen.findByRole('table', {}, LOAD);
    expect(await within(table).findByText('扑热息痛')).toBeInTheDocument();
    expect(within(table).getByText('对乙酰氨基酚')).toBeInTheDocument();
    expect(within(table).getByText('上海强生')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加别名' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('别名'), '扑热息痛');
    await user.type(within(dialog).getByLabelText('对应的药品名称'), '对乙酰氨基酚');
    await user.type(within(dialog).getByLabelText('品牌厂家'), '上海强生');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/search/synonyms')[0]?.body).toMatchObject({
        term: '扑热息痛',
        target: '对乙酰氨基酚',
        maker: '上海强生',
      }),
    );
    expect(await within(dialog).findAllByText('该别名已存在')).not.toHaveLength(0);
  });

  it('lists the week’s zero-result searches with their counts', async () => {
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/search/misses': ok([{ keywords: '量子胶囊', count: 12, stores: 4, last_at: 1_800_000_000 }]),
    });
    renderApp('/admin/search-misses', api);
    const table = await screen.findByRole('table', {}, LOAD);
    const row = (await within(table).findByText('量子胶囊')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('12')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('4')).toBeInTheDocument();
  });
});
