import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyRow } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { asRole } from '../../../testing/company-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };
const SECRET = `yc_${'Ab3_'.repeat(10)}xyz`;

const key = (overrides: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
  id: 3,
  name: '金蝶ERP',
  prefix: 'yc_Ab3_Ab…',
  created_by: '李负责人',
  status: 'active',
  status_text: '使用中',
  created_at: 1_793_494_800,
  revoked_at: null,
  ...overrides,
});

const dialogTitled = async (title: string): Promise<HTMLElement> => {
  const [dialog] = (await screen.findAllByText(title)).flatMap((t) => t.closest<HTMLElement>('[role="dialog"]') ?? []);
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
};

describe('ERP接口 (/erpjk)', { timeout: 120_000 }, () => {
  it('makes a key and shows its secret once, with a copy button; the list shows only its first characters', async () => {
    const user = userEvent.setup({ delay: null });
    let keys: ApiKeyRow[] = [];
    const api = memberApi({
      'GET /api/company/api_keys': () => ok(keys),
      'POST /api/company/api_keys': () => {
        keys = [key({ id: 4, name: '用友U8', prefix: 'yc_Ab3_Ab…' })];
        return ok({ ...keys[0], secret: SECRET });
      },
    });
    renderApp('/erpjk', api);
    expect(await screen.findByText('还没有密钥', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '创建密钥' }));
    const create = await dialogTitled('创建 API 密钥');
    await user.click(within(create).getByRole('button', { name: '创 建' }));
    expect(await within(create).findByText('请填写密钥名称')).toBeInTheDocument();
    await user.type(within(create).getByLabelText('密钥名称'), '用友U8');
    await user.click(within(create).getByRole('button', { name: '创 建' }));
    await waitFor(() => expect(api.callsTo('POST /api/company/api_keys').map((c) => c.body)).toEqual([{ name: '用友U8' }]));

    const shown = await dialogTitled('密钥「用友U8」已创建');
    expect(shown).toHaveTextContent(SECRET);
    expect(shown).toHaveTextContent('密钥只显示这一次');
    expect(within(shown).getByRole('button', { name: '复制密钥' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    const table = screen.getByRole('table');
    expect(within(table).getByText('用友U8').closest('tr')).toHaveTextContent('yc_Ab3_Ab…');
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('revokes a key after a warning', async () => {
    const user = userEvent.setup({ delay: null });
    let revoked = false;
    const api = memberApi({
      'GET /api/company/api_keys': () => ok([revoked ? key({ status: 'revoked', status_text: '已撤销', revoked_at: 1_793_500_000 }) : key()]),
      'POST /api/company/api_keys/3/revoke': () => {
        revoked = true;
        return ok(null);
      },
    });
    renderApp('/erpjk', api);
    await user.click(await screen.findByRole('button', { name: '撤销密钥金蝶ERP' }, LOAD));
    const dialog = await dialogTitled('撤销密钥「金蝶ERP」');
    expect(api.callsTo('POST /api/company/api_keys/3/revoke')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '撤 销' }));
    expect(await screen.findByText('已撤销')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销密钥金蝶ERP' })).not.toBeInTheDocument();
  });

  it.each(['buyer', 'finance', 'viewer'] as const)('is not for %s: the menu leaves it out and the page asks for no key', async (role) => {
    const api = memberApi({ ...asRole(role), 'GET /api/company/api_keys': ok([key()]) });
    renderApp('/erpjk', api);
    expect(await screen.findByText('只有负责人可以管理 API 密钥，请联系企业负责人', {}, LOAD)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '会员中心菜单' });
    expect(within(menu).getByText('对账单')).toBeInTheDocument();
    expect(within(menu).queryByText('ERP接口')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/company/api_keys')).toHaveLength(0);
  });
});
