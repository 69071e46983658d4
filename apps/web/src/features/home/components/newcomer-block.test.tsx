import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { useSessionStore } from '../../../stores/session';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures';
import { NewcomerBlock } from './newcomer-block';

function show(asMember: boolean) {
  const api = createFakeApi({ 'GET /api/focus/xrtj': ok([{ url: '/mrtj', image: '/api/img/ad/9.svg', title: '新人特价' }]) });
  api.install();
  useSessionStore.getState().setUser(asMember ? member() : null);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <NewcomerBlock />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

afterEach(() => useSessionStore.getState().setUser(null));

describe('新人推荐 on home (GET /api/focus/xrtj)', () => {
  it('shows what the server answers a member (it answers new members only)', async () => {
    const api = show(true);
    const block = await screen.findByRole('region', { name: '新人推荐' });
    expect(within(block).getByRole('img', { name: '新人特价' }).closest('a')).toHaveAttribute('href', '/mrtj');
    expect(api.callsTo('GET /api/focus/xrtj')).toHaveLength(1);
  });

  it('asks nothing for a visitor', async () => {
    const api = show(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsTo('GET /api/focus/xrtj')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: '新人推荐' })).toBeNull();
  });
});
