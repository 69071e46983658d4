import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goodsCard, goodsDetail, goodsPage } from '../../../testing/catalog-fixtures';
import { ok } from '../../../testing/fake-api';
import { member, shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

/** One date, a range over several batches, a near-expiry goods, and one without sellable batches. */
const CARDS = [
  goodsCard({ id: 101, name: '阿莫西林胶囊', xq: '2027-08-31', xq_text: '效期至 2027-08-31' }),
  goodsCard({ id: 102, name: '连花清瘟胶囊', xq: '2027-03-15', xq_text: '2027-03 ~ 2027-08' }),
  goodsCard({ id: 103, name: '板蓝根颗粒', is_jxq: 1, xq: '2026-09-30', xq_text: '2026-09 ~ 2027-01' }),
  goodsCard({ id: 104, name: '复方甘草片', number: 0 }),
];

const api = (routes = {}) =>
  shellApi({
    'GET /api/user/base': ok(member()),
    'GET /api/goods/list': ok(goodsPage(CARDS)),
    'GET /api/favorite': ok({ list: [], total: 0, page: 1, page_size: 100 }),
    'POST /api/goods/visit': ok(null),
    ...routes,
  });

/** The 有效期 row of a card's fields. */
const validityOf = (card: HTMLElement) => within(card).queryByText('有效期')?.nextElementSibling?.textContent ?? null;

// Each test renders the whole app and loads the catalogue chunk: slower than the default 5 s on a busy machine.
describe('validity shown to buyers', { timeout: 30_000 }, () => {
  it('lists each card’s validity: one date, a range, a near-expiry date in its bar, nothing without batches', async () => {
    renderApp('/list', api());
    const first = await screen.findByRole('article', { name: '阿莫西林胶囊' }, { timeout: 5000 });
    expect(validityOf(first)).toBe('至 2027-08-31');
    expect(validityOf(screen.getByRole('article', { name: '连花清瘟胶囊' }))).toBe('2027-03 ~ 2027-08');
    const near = screen.getByRole('article', { name: '板蓝根颗粒' });
    expect(near).toHaveTextContent('有效期至 2026-09-30');
    expect(within(near).getByText('近效期')).toBeInTheDocument();
    // The bar already says it: no second line in the fields.
    expect(validityOf(near)).toBeNull();
    expect(validityOf(screen.getByRole('article', { name: '复方甘草片' }))).toBeNull();
  });

  it('fills the table view’s 有效期 column (the spec’s xq) for every goods with batches', async () => {
    renderApp('/list/table', api());
    expect(await screen.findByRole('columnheader', { name: '有效期' }, { timeout: 15_000 })).toBeInTheDocument();
    const cellOf = (name: string) => {
      const row = screen.getByRole('link', { name }).closest('tr');
      if (!row) throw new Error(`no row for ${name}`);
      const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === '有效期');
      return within(row).getAllByRole('cell')[index];
    };
    expect(cellOf('阿莫西林胶囊')).toHaveTextContent('至 2027-08-31');
    expect(cellOf('连花清瘟胶囊')).toHaveTextContent('2027-03 ~ 2027-08');
    expect(cellOf('板蓝根颗粒')).toHaveTextContent('2026-09 ~ 2027-01');
    expect(cellOf('复方甘草片')).toHaveTextContent('—');
  });

  it('shows the detail page’s batches in FEFO order with their dates and each 检验报告 to download', async () => {
    const detail = goodsDetail({
      xq: '2027-03-15',
      xq_text: '2027-03 ~ 2027-08',
      batches: [
        { batch_no: 'B2403151', produced_on: '2025-03-15', expires_on: '2027-03-15', reports: ['/api/img/report/9.svg'] },
        {
          batch_no: '250820',
          produced_on: '2025-08-20',
          expires_on: '2027-08-19',
          reports: [
            '/api/img/upload/report/7/0123456789abcdef0123456789abcdef.pdf',
            '/api/img/upload/report/7/fedcba9876543210fedcba9876543210.jpg',
          ],
        },
        { batch_no: '250901', produced_on: '2025-09-01', expires_on: '2027-08-31', reports: [] },
      ],
    });
    renderApp('/list/info/101', api({ 'GET /api/goods/detail/101': ok(detail) }));
    const table = await screen.findByRole('table', { name: '批号与效期' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['B2403151优先发货', '250820', '250901']);
    expect(rows[0]).toHaveTextContent('2025-03-15');
    expect(rows[0]).toHaveTextContent('2027-03-15');
    const report = within(rows[0]).getByRole('link', { name: '下载批号B2403151的检验报告' });
    expect(report).toHaveAttribute('href', '/api/img/report/9.svg');
    expect(report).toHaveAttribute('download');
    expect(
      within(rows[1])
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(detail.batches[1].reports);
    expect(rows[2]).toHaveTextContent('暂未上传');
    // The field sums the batches up: the range of what would ship, and the batch that goes first.
    expect(screen.getByText('有效期').nextElementSibling).toHaveTextContent('2027-03 ~ 2027-08');
    expect(screen.getByText('生产批号').nextElementSibling).toHaveTextContent('B2403151');
  });
});
