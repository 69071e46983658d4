import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goodsDetail } from '../../testing/catalog-fixtures';
import { ok } from '../../testing/fake-api';
import { memberApi } from '../../testing/member-fixtures';
import { renderPhone } from '../../testing/render-phone';

function renderGoods(detail = goodsDetail()) {
  const api = memberApi({ 'GET /api/goods/detail/101': ok(detail) });
  api.install();
  renderPhone('/m/list/info/101');
  return api;
}

describe('the phone’s goods page', { timeout: 30_000 }, () => {
  it('shows the 批准文号 and the 条码 a buyer checks against the box', async () => {
    renderGoods();
    expect(await screen.findByRole('heading', { level: 2, name: '阿莫西林胶囊' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('国药准字H13020001')).toBeInTheDocument();
    expect(screen.getByText('条码')).toBeInTheDocument();
    expect(screen.getByText('6901234567892')).toBeInTheDocument();
  });

  it('leaves the 条码 out for a goods that has none', async () => {
    renderGoods(goodsDetail({ barcode: '' }));
    await screen.findByRole('heading', { level: 2, name: '阿莫西林胶囊' }, { timeout: 5000 });
    expect(screen.queryByText('条码')).not.toBeInTheDocument();
  });
});
