import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartApi, cartItem, cartList } from '../../testing/cart-fixtures';
import { goodsCard, goodsDetail, goodsPage } from '../../testing/catalog-fixtures';
import { fail, ok, type RecordedCall } from '../../testing/fake-api';
import { renderPhone } from '../../testing/render-phone';
import { cameraRefusal, openCamera, startDecoding } from './camera';
import { readScannedCode } from './scan-code';

// The camera is the phone's: here a stream that never shows a picture, and the decoder's reads are the test's.
vi.mock('./camera', async (importActual) => ({
  ...(await importActual<typeof import('./camera')>()),
  openCamera: vi.fn(),
  startDecoding: vi.fn(),
}));

let read: (text: string) => void = () => {};
const stopped = vi.fn();

beforeEach(() => {
  vi.mocked(openCamera).mockResolvedValue({ getTracks: () => [] } as unknown as MediaStream);
  vi.mocked(startDecoding).mockImplementation(async (_stream, _video, onText) => {
    read = onText;
    return stopped;
  });
});
afterEach(() => {
  vi.clearAllMocks();
});

const BARCODE = '6901234567892';
const TRACE = '81234560000000000017';
/** Sold in middle packs of 10: a scan adds one middle pack. */
const packed = goodsCard({ id: 7, name: '布洛芬缓释胶囊', min_qty: 10, mid_pack: 10 });

/** A camera read, then the answers it waits for. */
async function scan(text: string) {
  await act(async () => read(text));
}

describe('the phone scan sheet', { timeout: 30_000 }, () => {
  it('on the cart keeps adding: a 69 条码 by search at its middle pack, a 追溯码 by its goods, the same code not twice, a count and a line each', async () => {
    const user = userEvent.setup({ delay: null });
    const added: unknown[] = [];
    const api = cartApi({
      'GET /api/cart/list': () => ok(cartList(added.length ? [cartItem({ id: 3 })] : [])),
      'GET /api/goods/list': (call: RecordedCall) =>
        ok(goodsPage((call.params as { keywords: string }).keywords === BARCODE ? [packed] : [])),
      'GET /api/goods/trace_code': ok({ goods_id: 8, batch_no: 'B2401', expires_on: '2027-06-30' }),
      'GET /api/goods/detail/8': ok(goodsDetail({ id: 8, name: '阿莫西林胶囊', min_qty: 2 })),
      'POST /api/cart': (call: RecordedCall) => {
        added.push(call.body);
        return ok({ total: added.length, ids: [added.length], notices: [] });
      },
    });
    api.install();
    renderPhone('/m/cart');
    await user.click(await screen.findByRole('button', { name: '扫码加购' }));
    const sheet = await screen.findByRole('dialog', { name: '扫码加购' });
    await waitFor(() => expect(startDecoding).toHaveBeenCalled());
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(within(sheet).getByText('将商品条码或追溯码对准框内，自动识别')).toBeInTheDocument();

    await scan(BARCODE);
    expect(await within(sheet).findByText('已加入 布洛芬缓释胶囊 10盒')).toBeInTheDocument();
    expect(api.callsTo('GET /api/goods/list')[0]!.params).toMatchObject({ keywords: BARCODE, page_size: 2 });
    expect(api.callsTo('POST /api/cart')[0]!.body).toMatchObject({ params: [{ goods_id: '7', number: '10', ck_id: '1' }] });
    expect(within(sheet).getByRole('status')).toHaveTextContent('本次已加入 1 件商品');

    // The camera sees the same box again at once: nothing more goes in.
    await scan(BARCODE);
    expect(api.callsTo('POST /api/cart')).toHaveLength(1);

    await scan(TRACE);
    expect(await within(sheet).findByText('已加入 阿莫西林胶囊 2盒；批号 B2401，有效期至 2027-06-30')).toBeInTheDocument();
    expect(api.callsTo('GET /api/goods/trace_code')[0]!.params).toEqual({ code: TRACE });
    expect(within(sheet).getByRole('status')).toHaveTextContent('本次已加入 2 件商品');

    await scan('6900000000001');
    expect(await within(sheet).findByText('未找到条码 6900000000001 对应的商品')).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart')).toHaveLength(2);
    // The cart behind the sheet shows what went in.
    await user.click(within(sheet).getByRole('button', { name: '关闭' }));
    expect(stopped).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '扫码加购' })).toHaveFocus();
    expect(await screen.findByRole('list', { name: '购物车商品' })).toBeInTheDocument();
  });

  it('says why a goods does not go in, in the sheet: out of stock, not for this store, the server’s refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const goods = {
      111: goodsCard({ id: 11, name: '缺货药', number: 0 }),
      112: goodsCard({ id: 12, name: '控销药', is_buy: 0, buy_reason: '控销商品，暂不可购买' }),
    };
    cartApi({
      'GET /api/goods/list': (call: RecordedCall) => {
        const code = (call.params as { keywords: string }).keywords;
        return ok(goodsPage(code === '6900000001111' ? [goods[111]] : code === '6900000001128' ? [goods[112]] : [goodsCard()]));
      },
      'POST /api/cart': fail(400, '该商品已下架'),
    }).install();
    renderPhone('/m/cart');
    await user.click(await screen.findByRole('button', { name: '扫码加购' }));
    const sheet = await screen.findByRole('dialog', { name: '扫码加购' });
    await waitFor(() => expect(startDecoding).toHaveBeenCalled());
    await scan('6900000001111');
    expect(await within(sheet).findByText('缺货药 暂时缺货')).toBeInTheDocument();
    await scan('6900000001128');
    expect(await within(sheet).findByText('控销药：控销商品，暂不可购买')).toBeInTheDocument();
    await scan('6900000001135');
    expect(await within(sheet).findByText('该商品已下架')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent('本次已加入 0 件商品');
  });

  const openApi = () => {
    const api = cartApi({
      'GET /api/focus': ok([]),
      'GET /api/goods/list': ok(goodsPage([packed])),
      'GET /api/goods/detail/7': ok(goodsDetail({ id: 7, name: '布洛芬缓释胶囊' })),
      'GET /api/goods/trace_code': ok({ goods_id: 7, batch_no: 'B2401', expires_on: null }),
    });
    api.install();
    return api;
  };

  it('beside the home’s search bar opens the goods a 条码 names and closes', async () => {
    const user = userEvent.setup({ delay: null });
    openApi();
    renderPhone('/m/');
    await user.click(await screen.findByRole('button', { name: '扫码' }));
    await screen.findByRole('dialog', { name: '扫一扫' });
    await waitFor(() => expect(startDecoding).toHaveBeenCalled());
    await scan(BARCODE);
    await waitFor(() => expect(window.location.pathname).toBe('/m/list/info/7'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(stopped).toHaveBeenCalled());
  });

  it('beside the search box opens the goods of a 追溯码 and tells its batch', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openApi();
    renderPhone('/m/search');
    await user.click(await screen.findByRole('button', { name: '扫码' }));
    await waitFor(() => expect(startDecoding).toHaveBeenCalled());
    await scan(TRACE);
    await waitFor(() => expect(window.location.pathname).toBe('/m/list/info/7'));
    expect(await screen.findByText('批号 B2401')).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart')).toHaveLength(0);
  });

  it('tells a refused camera in Chinese with 重试, and a code typed by hand still works', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(openCamera).mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const api = cartApi({
      'GET /api/goods/list': ok(goodsPage([packed])),
      'POST /api/cart': ok({ total: 1, ids: [1], notices: [] }),
    });
    api.install();
    renderPhone('/m/cart');
    await user.click(await screen.findByRole('button', { name: '扫码加购' }));
    const sheet = await screen.findByRole('dialog', { name: '扫码加购' });
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('没有相机权限。请在浏览器或系统设置中允许本网站使用相机后点「重试」');
    await user.type(within(sheet).getByLabelText('手动输入条码或追溯码'), `${BARCODE}{Enter}`);
    expect(await within(sheet).findByText('已加入 布洛芬缓释胶囊 10盒')).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart')).toHaveLength(1);
    await user.click(within(sheet).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(startDecoding).toHaveBeenCalled());
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('what a scanned code is', () => {
  it('a goods’ 条码, a 20-digit or GS1 追溯码, or no code with the parser’s words', () => {
    expect(readScannedCode(' 6901234567892 ')).toEqual({ kind: 'barcode', code: '6901234567892' });
    expect(readScannedCode(TRACE)).toMatchObject({ kind: 'trace', code: { kind: 'nmpa', prefix: '8123456' } });
    expect(readScannedCode('(01)06901234567892(17)270600(10)B2401(21)SN1')).toMatchObject({
      kind: 'trace',
      code: { kind: 'gs1', batch: 'B2401', expiry: '2027-06-30' },
    });
    expect(readScannedCode('12345')).toEqual({ kind: 'invalid', error: '追溯码须为20位数字' });
    expect(readScannedCode('')).toEqual({ kind: 'invalid', error: '请扫描或输入条码、追溯码' });
  });

  it('a camera that did not open, said in Chinese by why', () => {
    const named = (name: string) => cameraRefusal(Object.assign(new Error(name), { name }));
    expect(named('InsecureContext')).toMatch(/^当前网页不是安全连接（https）/);
    expect(named('NotAllowedError')).toMatch(/^没有相机权限/);
    expect(named('NotFoundError')).toMatch(/^没有找到可用的相机/);
    expect(named('NotReadableError')).toMatch(/^相机正被其他应用占用/);
    expect(cameraRefusal('?')).toMatch(/^无法打开相机/);
  });
});
