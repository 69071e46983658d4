import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_CANCEL_PATHS, REQUEST_TIMEOUT_MS } from '@yc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { createFakeApi, fail, HANG, ok, type Route } from '../../testing/fake-api';
import { pageLocation } from '../browser/page-location';
import { fetchTransport } from './client';
import { ApiError, deleteData, getData, postForm, request, setNavigator, setTransport } from './index';

const anything = { parse: (input: unknown) => input };
let visited: string[];

const mountFeedback = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <div />
    </AppProviders>,
  );

function serve(routes: Record<string, Route>) {
  const api = createFakeApi(routes);
  api.install();
  return api;
}

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected the call to reject with an ApiError');
  return error;
};

beforeEach(() => {
  visited = [];
  setNavigator({ navigate: (to) => visited.push(to), currentPath: () => '/order?page=2' });
  mountFeedback();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('request shape (spec section 7)', () => {
  it('calls the same origin with credentials, the query as qs reads it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 10000, msg: '', data: 1 })));
    vi.stubGlobal('fetch', fetch);
    setTransport(fetchTransport);
    await expect(getData('/api/ping', anything, { params: { ids: [1, 2] } })).resolves.toBe(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/ping?ids%5B0%5D=1&ids%5B1%5D=2',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    vi.unstubAllGlobals();
  });

  it('form-encodes POST and PUT bodies as qs reads them, nested and with indexed brackets', async () => {
    const api = serve({ 'POST /api/cart/copy': ok(null), 'PUT /api/user/info': ok(null) });
    await postForm('/api/cart/copy', { ids: [3, 4], params: { number: 2 } });
    await request('PUT', '/api/user/info', { name: '张三' });

    const [post, put] = api.calls;
    expect(decodeURIComponent(String(post!.rawBody))).toBe('ids[0]=3&ids[1]=4&params[number]=2');
    expect(post!.request.headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(put!.body).toEqual({ name: '张三' });
  });

  it('puts the leading slash on paths the spec writes without one', async () => {
    const api = serve({ 'GET /api/cart/total': ok({ total: 3 }) });
    await getData('api/cart/total', anything);
    expect(api.calls[0]!.request.url).toBe('/api/cart/total');
  });
});

describe('response mapping (spec section 8)', () => {
  it.each([10000, 200, 201])('resolves with the envelope data on code %i', async (code) => {
    serve({ 'GET /api/thing': { body: { code, msg: '', data: { id: 1 } } } });
    await expect(getData('/api/thing', anything)).resolves.toEqual({ id: 1 });
  });

  it('sends code 10001 to the login page, remembering the page', async () => {
    serve({ 'GET /api/order': fail(10001, '请先登录') });
    expect((await rejection(getData('/api/order', anything))).kind).toBe('unauthorized');
    expect(visited).toEqual(['/login?redirect=%2Forder%3Fpage%3D2']);
  });

  it('sends HTTP 401 to the login page too', async () => {
    serve({ 'GET /api/order': { status: 401, body: 'Unauthorized' } });
    await rejection(getData('/api/order', anything));
    expect(visited).toEqual(['/login?redirect=%2Forder%3Fpage%3D2']);
  });

  it('sends an envelope code 401 inside an HTTP 200 to the login page', async () => {
    serve({ 'GET /api/order': { body: { code: 401, msg: '请先登录', data: null } } });
    expect((await rejection(getData('/api/order', anything))).kind).toBe('unauthorized');
    expect(visited).toEqual(['/login?redirect=%2Forder%3Fpage%3D2']);
  });

  it('sends a console page to the console login instead, and not again from there', async () => {
    setNavigator({ navigate: (to) => visited.push(to), currentPath: () => '/admin/orders?status=paid' });
    serve({ 'GET /api/admin/orders': fail(10001, '请先登录管理后台', 401) });
    await rejection(getData('/api/admin/orders', anything));
    expect(visited).toEqual(['/admin/login?redirect=%2Fadmin%2Forders%3Fstatus%3Dpaid']);
    setNavigator({ navigate: (to) => visited.push(to), currentPath: () => '/admin/login?redirect=%2Fadmin' });
    await rejection(getData('/api/admin/orders', anything));
    expect(visited).toHaveLength(1);
  });

  it('does not stack a second redirect when already on the login page', async () => {
    setNavigator({ navigate: (to) => visited.push(to), currentPath: () => '/login?redirect=%2F' });
    serve({ 'GET /api/order': fail(10001, '请先登录') });
    await rejection(getData('/api/order', anything));
    expect(visited).toEqual([]);
  });

  it('shows the message of code 459 and goes to /dzht', async () => {
    serve({ 'POST /api/cart/checkout': fail(459, '请先签署年度电子合同') });
    expect((await rejection(postForm('/api/cart/checkout', {}))).kind).toBe('contract');
    expect(await screen.findByText('请先签署年度电子合同')).toBeInTheDocument();
    expect(visited).toEqual(['/dzht']);
  });

  it('toasts the message of a 422', async () => {
    serve({
      'POST /api/user/feedback': fail(422, '请填写反馈内容', 422, { errors: { content: ['请填写反馈内容'], phone: ['手机号格式不正确'] } }),
    });
    expect((await rejection(postForm('/api/user/feedback', {}))).kind).toBe('validation');
    expect(await screen.findByText('请填写反馈内容')).toBeInTheDocument();
    expect(screen.queryByText('手机号格式不正确')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toasts the first field error of a 422 without msg', async () => {
    serve({ 'POST /api/user/feedback': fail(422, '', 422, { errors: { phone: ['手机号格式不正确'], content: ['请填写反馈内容'] } }) });
    await rejection(postForm('/api/user/feedback', {}));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(screen.queryByText('请填写反馈内容')).not.toBeInTheDocument();
  });

  it.each([400, 403, 499, 600, 10002])('shows code %i in the 温馨提示 alert', async (code) => {
    serve({ 'POST /api/cart': fail(code, '库存不足') });
    expect((await rejection(postForm('/api/cart', {}))).kind).toBe('business');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('温馨提示');
    expect(dialog).toHaveTextContent('库存不足');
  });

  it("gives a business refusal to the caller's handler instead of the alert", async () => {
    serve({ 'POST /api/cart': fail(400, '超出限购数量') });
    const onBizError = vi.fn();
    const error = await rejection(postForm('/api/cart', {}, { policy: { onBizError } }));
    expect(onBizError).toHaveBeenCalledWith(error);
    expect(error.message).toBe('超出限购数量');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows and navigates nothing for a silent call', async () => {
    serve({ 'GET /api/user/base': fail(10001, '请先登录', 401), 'GET /api/goods/hot': fail(400, '暂无数据') });
    await rejection(getData('/api/user/base', anything, { policy: { silent: true } }));
    await rejection(getData('/api/goods/hot', anything, { policy: { silent: true } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(visited).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['HTTP 500', { status: 500, body: { code: 500, msg: 'stack trace', data: null } }],
    ['HTTP 502 from a gateway', { status: 502, body: '<html>Bad Gateway</html>' }],
    ['code 503 in the envelope', fail(503, '')],
  ])('toasts 系统繁忙，请稍候再试 on %s', async (_name, reply) => {
    serve({ 'GET /api/goods/list': reply });
    expect((await rejection(getData('/api/goods/list', anything))).kind).toBe('server');
    expect(await screen.findByText('系统繁忙，请稍候再试')).toBeInTheDocument();
    expect(screen.queryByText('stack trace')).not.toBeInTheDocument();
  });

  it('opens the 请求超时，请刷新页面 dialog after 30 s, whose button reloads the page', async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    serve({ 'GET /api/goods/list': HANG });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const call = rejection(getData('/api/goods/list', anything));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).kind).toBe('timeout');
    vi.useRealTimers();

    expect(await screen.findByRole('dialog')).toHaveTextContent('请求超时，请刷新页面');
    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('cancelling repeated in-flight calls (spec section 7)', () => {
  it('cancels the earlier call to the same path, even with other query parameters', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    serve({
      'GET /api/goods/search': (call) =>
        (call.params as { keywords: string }).keywords === 'am'
          ? new Promise((resolve) => {
              answer = resolve;
            })
          : ok(['阿莫西林胶囊']),
    });
    const first = getData('/api/goods/search', anything, { params: { keywords: 'am', type: 0 } });
    const second = getData('/api/goods/search', anything, { params: { keywords: 'amx', type: 0 } });
    answer(ok(['ignored']));

    expect((await rejection(first)).kind).toBe('canceled');
    await expect(second).resolves.toEqual(['阿莫西林胶囊']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves calls to different paths alone', async () => {
    serve({ 'GET /api/focus/top': ok('top'), 'GET /api/focus/common': ok('common') });
    await expect(Promise.all([getData('/api/focus/top', anything), getData('/api/focus/common', anything)])).resolves.toEqual([
      'top',
      'common',
    ]);
  });

  it('leaves a different method on the same path alone', async () => {
    serve({ 'GET /api/favorite/list': ok('list'), 'POST /api/favorite/list': ok('saved') });
    await expect(
      Promise.all([getData('/api/favorite/list', anything), postForm('/api/favorite/list', { goods_ids: [1] })]),
    ).resolves.toEqual(['list', 'saved']);
  });

  it.each(NO_CANCEL_PATHS)('never cancels repeated calls to %s', async (path) => {
    const api = serve({ [`POST ${path}`]: ok('done') });
    await expect(Promise.all([postForm(path, { goods_id: 1 }), postForm(path, { goods_id: 2 })])).resolves.toEqual(['done', 'done']);
    expect(api.calls).toHaveLength(2);
  });

  it('still cancels when the caller aborts its own signal', async () => {
    serve({ 'GET /api/goods/list': HANG });
    const controller = new AbortController();
    const call = getData('/api/goods/list', anything, { signal: controller.signal });
    controller.abort();
    expect((await rejection(call)).kind).toBe('canceled');
  });

  it('lets a later call through once the earlier one has finished', async () => {
    serve({ 'DELETE /api/multi/untie': ok('ok') });
    await deleteData('/api/multi/untie');
    await expect(deleteData('/api/multi/untie')).resolves.toBe('ok');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
