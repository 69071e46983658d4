import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAW_CLOSE_ANIMATION_MS, DRAW_DELAY_MS, type DrawActivity, type DrawResult, type SimpleDraw } from '@yc/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { useSessionStore } from '../../../stores/session';
import { createFakeApi, ok, type Route } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures';
import { CLOSE_WHILE_DRAWING } from './draw-dialog';
import { DrawPopup } from './draw-popup';

const draw: SimpleDraw = { id: 7, is_join: 0, name: '会员幸运大抽奖', remarks: '每家门店可抽奖1次' };
const prize = (id: number, name: string, type: DrawResult['prize']['type']) => ({ id, name, type, type_text: name, image: '' });
const activity: DrawActivity = {
  ...draw,
  starts_at: '2026-11-15T00:00:00.000Z',
  ends_at: '2026-12-31T00:00:00.000Z',
  status: 'running',
  status_text: '进行中',
  prizes: [prize(1, '50积分', 'points'), prize(2, '无门槛10元券', 'coupon'), prize(3, '谢谢参与', 'none')],
};
const won: DrawResult = {
  record_id: 9,
  prize: prize(2, '无门槛10元券', 'coupon'),
  is_win: 1,
  msg: '恭喜您抽中「无门槛10元券」',
  detail: '优惠券已放入“我的优惠券”，下单时可用',
};

function show(routes: Record<string, Route>, asMember = true) {
  const api = createFakeApi({
    'GET /api/draw/simple': ok(draw),
    'GET /api/draw/7/activity': ok(activity),
    'GET /api/draw/new_record': ok([{ id: 1, phone: '138****0001', prize_name: '200积分', created_at: '2026-11-20T02:00:00.000Z' }]),
    'GET /api/draw/ads': ok([]),
    'GET /api/draw/simple/check': ok(draw),
    'GET /api/draw': ok({ ...activity, chances: 1, result: null }),
    'POST /api/draw': ok(won),
    ...routes,
  });
  api.install();
  if (asMember) useSessionStore.getState().setUser(member());
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <DrawPopup />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

const dialog = () => screen.findByRole('dialog', { name: draw.name }, { timeout: 5000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => localStorage.clear());

/** Starts the draw and presses 关闭 while it runs: the confirmation that asks first. */
async function closeWhileDrawing(): Promise<HTMLElement> {
  const popup = await dialog();
  await within(popup).findAllByText('50积分');
  await userEvent.click(within(popup).getByRole('button', { name: /立即抽奖/ }));
  await within(popup).findByRole('button', { name: /抽奖中/ });
  await userEvent.click(within(popup).getByRole('button', { name: '关闭' }));
  return screen.findByRole('dialog', { name: '温馨提示' });
}

describe('draw popup (spec section 4)', { timeout: 30_000 }, () => {
  it('is not offered when the store has joined', async () => {
    const joined = show({ 'GET /api/draw/simple': ok({ ...draw, is_join: 1 }) });
    await waitFor(() => expect(joined.callsTo('GET /api/draw/simple')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(joined.callsTo('GET /api/draw/7/activity')).toHaveLength(0);
  });

  it('stays away from a visitor without asking the server', async () => {
    const api = show({}, false);
    await sleep(300);
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws 2000 ms after the click, shows the prize, then closes with a 1000 ms animation', async () => {
    const timers = vi.spyOn(window, 'setTimeout');
    const api = show({});
    const popup = await dialog();
    expect(within(popup).getByText('每家门店可抽奖1次')).toBeInTheDocument();
    expect(await within(popup).findByText('138****0001')).toBeInTheDocument();
    expect(await within(popup).findByText('您还有 1 次抽奖机会')).toBeInTheDocument();
    await within(popup).findAllByText('无门槛10元券');
    const clicked = Date.now();
    await userEvent.click(within(popup).getByRole('button', { name: /立即抽奖/ }));
    await waitFor(() => expect(api.callsTo('GET /api/draw/simple/check')).toHaveLength(1));
    expect(api.callsTo('POST /api/draw')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('POST /api/draw')).toHaveLength(1), { timeout: DRAW_DELAY_MS + 2000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(DRAW_DELAY_MS);
    expect(api.callsTo('POST /api/draw')[0].body).toEqual({ id: '7' });
    const result = await within(popup).findByRole('region', { name: '抽奖结果' });
    expect(result).toHaveTextContent('恭喜您抽中「无门槛10元券」');
    expect(result).toHaveTextContent('优惠券已放入“我的优惠券”');

    // It closes by itself, through the 1000 ms animation, with nothing clicked.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: draw.name })).toBeNull(), { timeout: 3000 });
    expect(timers.mock.calls.some(([, ms]) => ms === DRAW_CLOSE_ANIMATION_MS)).toBe(true);
    timers.mockRestore();
    expect(await screen.findByText('恭喜您抽中「无门槛10元券」')).toBeInTheDocument();
  });

  it('stays dismissed for the rest of the day once closed', async () => {
    show({});
    await userEvent.click(within(await dialog()).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: draw.name })).toBeNull(), { timeout: 3000 });
    cleanup();

    const again = show({});
    await waitFor(() => expect(again.callsTo('GET /api/draw/simple')).toHaveLength(1));
    await sleep(300);
    expect(screen.queryByRole('dialog', { name: draw.name })).toBeNull();
  });

  it('reads the store’s chances without drawing, and offers no draw when none is left', async () => {
    const api = show({ 'GET /api/draw': ok({ ...activity, chances: 0, result: null }) });
    const popup = await dialog();
    expect(await within(popup).findByText('您还有 0 次抽奖机会')).toBeInTheDocument();
    expect(api.callsTo('GET /api/draw')[0].params).toEqual({ id: 7 });
    expect(within(popup).getByRole('button', { name: /立即抽奖/ })).toBeDisabled();
    expect(api.callsTo('POST /api/draw')).toHaveLength(0);
  });

  it('asks before closing while drawing, with the spec’s words and buttons 关闭 and 取消', async () => {
    show({});
    const confirm = await closeWhileDrawing();
    expect(confirm).toHaveTextContent(CLOSE_WHILE_DRAWING);
    expect(CLOSE_WHILE_DRAWING).toBe('抽奖进行中 , 如果关闭后未出结果 , 请移步至个人中心查看结果。');
    await userEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(screen.getByRole('dialog', { name: draw.name })).toBeInTheDocument();
    // The draw still lands, and the prize shows.
    expect(await screen.findByRole('region', { name: '抽奖结果' }, { timeout: DRAW_DELAY_MS + 2000 })).toBeInTheDocument();
  });

  it('closes on 关闭 in the confirmation, and the draw still lands on the server', async () => {
    const api = show({});
    const confirm = await closeWhileDrawing();
    await userEvent.click(within(confirm).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: draw.name })).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(api.callsTo('POST /api/draw')).toHaveLength(1), { timeout: DRAW_DELAY_MS + 2000 });
  });
});
