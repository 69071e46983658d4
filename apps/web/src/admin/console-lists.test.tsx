import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFeedback, StaffRow } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../testing/fake-api';
import { pngFile } from '../testing/picture-file';
import { renderApp } from '../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };
const me = ok({ id: 1, username: 'admin', name: '管理员', roles: ['admin'] });
const page = <T,>(list: T[]) => ok({ list, total: list.length, page: 1, page_size: 20 });

const feedback = (over: Partial<AdminFeedback>): AdminFeedback => ({
  id: 1,
  store_id: 4,
  company: '光谷健民大药房',
  type: '商品建议',
  content: '希望多上些中药饮片',
  contact: '',
  reply: null,
  created_at: 1_800_000_000,
  ...over,
});

describe('console lists', { timeout: 60_000 }, () => {
  it('lists feedback waiting for a reply, filters by its state, and replies from the row', async () => {
    const user = userEvent.setup({ delay: null });
    let asked = 0;
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/feedback': async (call) => {
        // Back on 待回复 the cached rows show at once while the list is asked again; on a busy machine that answer
        // is late, and the table, busy meanwhile, takes no clicks (as a buyer's mouse finds it).
        if (++asked === 3) await new Promise((resolve) => setTimeout(resolve, 800));
        return (call.params as { replied?: number }).replied === 1
          ? page([feedback({ id: 2, content: '配送很快', reply: '感谢支持' })])
          : page([feedback({})]);
      },
      'POST /api/admin/feedback/1/reply': ok(null),
    });
    renderApp('/admin/feedback', api);
    const table = await screen.findByRole('table', {}, LOAD);
    expect(await within(table).findByText('希望多上些中药饮片')).toBeInTheDocument();
    expect(within(table).getByText('光谷健民大药房')).toBeInTheDocument();
    expect(within(table).getByText('待回复')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/feedback')[0]?.params).toMatchObject({ replied: 0, page: 1, page_size: 20 });
    expect(screen.getByText('共 1 条')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '回复状态' }));
    await user.click(await screen.findByTitle('已回复'));
    expect(await within(table).findByText('配送很快')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '修改回复' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '回复状态' }));
    await user.click(await screen.findByTitle('待回复'));
    const reply = await within(table).findByRole('button', { name: '回复' });
    await waitFor(() => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
    await user.click(reply);
    // Ids are fixed under test, so a dialog is found by its title text rather than its accessible name.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('回复反馈')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('回复内容'), '下周上架');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/feedback/1/reply')[0]?.body).toEqual({ reply: '下周上架' }));
    expect(await screen.findByText('已回复，门店可在意见反馈中查看')).toBeInTheDocument();
  });

  it('keeps the staff dialog open with the server’s message under its field when a new member is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const member: StaffRow = {
      id: 3,
      username: 'kefu',
      name: '刘客服',
      roles: ['customer_service'],
      account_manager_id: null,
      account_manager_name: null,
      enabled: 1,
      created_at: 1_800_000_000,
    };
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/staff': page([member]),
      'GET /api/admin/stores/options': ok({ scopes: [], customer_types: [], managers: [] }),
      'GET /api/admin/account-managers': ok([]),
      'POST /api/admin/staff': fail(422, '用户名已被使用', 422, { errors: { username: ['用户名已被使用'] } }),
    });
    renderApp('/admin/staff', api);
    expect(await screen.findByText('刘客服', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增员工' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增员工')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('用户名'), 'kefu');
    await user.type(within(dialog).getByLabelText('姓名'), '王客服');
    await user.click(within(dialog).getByLabelText('客服'));
    await user.type(within(dialog).getByLabelText('初始密码'), 'Pharma@2026');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/staff')[0]?.body).toMatchObject({
        username: 'kefu',
        name: '王客服',
        roles: ['customer_service'],
      }),
    );
    expect(await within(dialog).findAllByText('用户名已被使用')).not.toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uploads a brand logo from the row once the browser finds it a picture, and shows the uploaded one', async () => {
    const user = userEvent.setup({ delay: null });
    const uploaded = '/api/img/upload/brand/3/0123456789abcdef0123456789abcdef.png';
    const brand = (logo: string) => ({ id: 3, name: '同仁堂', manufacturer: '北京同仁堂', logo, sort: 0, goods_count: 2 });
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/brands': () => page([brand(api.callsTo('POST /api/admin/brands/3/logo').length ? uploaded : '/api/img/brand/3.svg')]),
      'POST /api/admin/brands/3/logo': ok({ url: uploaded }),
    });
    const { container } = renderApp('/admin/brands', api);
    const table = await screen.findByRole('table', {}, LOAD);
    expect(await within(table).findByAltText('同仁堂')).toHaveAttribute('src', '/api/img/brand/3.svg');
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.gif');

    await user.upload(input(), new File(['not really a picture'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/brands/3/logo')).toHaveLength(0);

    await user.upload(input(), pngFile('同仁堂.png'));
    expect(await screen.findByText('品牌标志已上传')).toBeInTheDocument();
    const body = api.callsTo('POST /api/admin/brands/3/logo')[0]?.body as FormData;
    expect((body.get('file') as File).name).toBe('同仁堂.png');
    await waitFor(() => expect(within(table).getByAltText('同仁堂')).toHaveAttribute('src', uploaded));
  });
});
