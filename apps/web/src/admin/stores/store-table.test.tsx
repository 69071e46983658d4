import { render, screen } from '@testing-library/react';
import type { AdminStoreRow } from '@yc/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { StoreTable } from './store-table';

const row = (id: number, level: number): AdminStoreRow => ({
  id,
  company: `测试药房${id}`,
  contact_name: '王店长',
  contact_phone: '13800000009',
  province: '北京市',
  city: '北京市',
  customer_type: '单体药店',
  level,
  status: 'passed',
  status_text: '已通过',
  manager_name: null,
  contract_state: 'signed',
  pending_documents: 0,
  created_at: 1_764_000_000,
});

describe('console store list', { timeout: 30_000 }, () => {
  it('names each store’s 客户等级 instead of its number', () => {
    const list = [row(1, 1), row(2, 3), row(3, 6)];
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <StoreTable
            query={{ data: { list, total: 3, page: 1, page_size: 20 }, isFetching: false }}
            page={{ page: 1, page_size: 20 }}
            onPage={() => undefined}
            action="查看"
          />
        </MemoryRouter>
      </AppProviders>,
    );
    // Text queries: role queries over an antd table take seconds in jsdom.
    expect(screen.getByText('客户等级')).toBeInTheDocument();
    for (const [company, name] of [
      ['测试药房1', '普通会员'],
      ['测试药房2', '金牌会员'],
      ['测试药房3', '6级会员'],
    ]) {
      expect(screen.getByText(company).closest('tr')).toHaveTextContent(name);
    }
  });
});
