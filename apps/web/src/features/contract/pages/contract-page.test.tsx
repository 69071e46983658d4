import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractView } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const contract = (overrides: Partial<ContractView> = {}): ContractView => ({
  contract_no: 'YCY-HT-20261120-000012',
  title: '2026年度药品采购合同',
  company: '仁和大药房连锁有限公司',
  valid_from: '2026-11-20',
  valid_until: '2027-11-20',
  signed: 0,
  signed_at: null,
  signer_name: null,
  clauses: [
    { title: '第一条 合同主体', text: '甲方为药采云平台，乙方为仁和大药房连锁有限公司。' },
    { title: '第二条 质量保证', text: '甲方保证所售药品均来自合法渠道。' },
  ],
  ...overrides,
});

describe('e-contract (/dzht)', { timeout: 30_000 }, () => {
  it('shows the clauses, store and period; signs only with the box ticked; then goes back to the cart step it came from', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      'GET /api/contract': ok(contract()),
      'POST /api/contract/sign': ok(contract({ signed: 1, signed_at: '2026-11-20T03:00:00.000Z', signer_name: '张药师' })),
    });
    const { router } = renderApp('/cart/step2', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step2'));
    // What the HTTP layer does on code 459.
    await router.navigate('/dzht');

    expect(await screen.findByRole('heading', { level: 1, name: '2026年度药品采购合同' }, { timeout: 5000 })).toBeInTheDocument();
    const paper = within(screen.getByRole('article', { name: '电子合同' }));
    expect(paper.getByText('第二条 质量保证')).toBeInTheDocument();
    expect(paper.getByText('仁和大药房连锁有限公司')).toBeInTheDocument();
    expect(paper.getByText('2026-11-20 至 2027-11-20')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('签署人姓名')).toHaveValue('张药师'));

    await user.click(screen.getByRole('button', { name: '签署合同' }));
    expect(await screen.findByText('请阅读并同意合同条款')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contract/sign')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(screen.getByRole('button', { name: '签署合同' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step2'));
    expect(api.callsTo('POST /api/contract/sign').map((call) => call.body)).toEqual([{ signer_name: '张药师', agree: '1' }]);
  });

  it('says when the contract is signed already', async () => {
    renderApp(
      '/dzht',
      memberApi({ 'GET /api/contract': ok(contract({ signed: 1, signed_at: '2026-11-20T03:00:00.000Z', signer_name: '张药师' })) }),
    );
    expect(await screen.findByText('本合同已签署', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '签署合同' })).not.toBeInTheDocument();
  });
});
