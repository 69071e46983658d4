import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocation } from '../../../lib/browser/page-location';
import { fail, ok } from '../../../testing/fake-api';
import { shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

const fillAndSubmit = async (username: string, password: string) => {
  await userEvent.type(await screen.findByRole('textbox', { name: '手机号' }), username);
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: '登 录' }));
};

describe('login page', () => {
  it('draws the login-style header without the site header', async () => {
    renderApp('/login', shellApi());
    // The first render loads the login chunk: on a busy machine that takes more than the default second.
    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toHaveTextContent('欢迎登录');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the login picture of GET /api/focus/login beside the form', async () => {
    const api = shellApi({ 'GET /api/focus/login': ok([{ url: '/register', image: '/api/img/login.svg', title: '医药采购一站通' }]) });
    renderApp('/login', api);
    const picture = await screen.findByRole('img', { name: '医药采购一站通' }, { timeout: 5000 });
    expect(picture).toHaveAttribute('src', '/api/img/login.svg');
    expect(picture.closest('a')).toHaveAttribute('href', '/register');
    expect(api.callsTo('GET /api/focus/login')).toHaveLength(1);
  });

  it('shows the contract messages for empty fields and sends nothing', async () => {
    const api = shellApi();
    renderApp('/login', api);
    await userEvent.click(await screen.findByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/login')).toHaveLength(0);
  });

  it('posts the trimmed account, goes back where it came from and reloads once', async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const api = shellApi({ 'POST /api/user/login': ok(null) });
    const { router } = renderApp('/login?redirect=%2Forder%3Fpage%3D2', api);
    await fillAndSubmit(' 13800000001 ', 'secret-1');

    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/order?page=2'));
    expect(api.callsTo('POST /api/user/login').map((call) => call.body)).toEqual([{ username: '13800000001', password: 'secret-1' }]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a redirect to another site', async () => {
    vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example', shellApi({ 'POST /api/user/login': ok(null) }));
    await fillAndSubmit('13800000001', 'secret-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a refusal in the form instead of a dialog', async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    renderApp('/login', shellApi({ 'POST /api/user/login': fail(400, '账号或密码错误') }));
    await fillAndSubmit('13800000001', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
