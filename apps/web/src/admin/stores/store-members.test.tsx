import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { StoreMembers } from './store-members';

describe('console store members', { timeout: 30_000 }, () => {
  it('shows the account manager each login’s company role and limits in yuan, a 负责人 none, and who is disabled', () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <StoreMembers
          accounts={[
            {
              id: 1,
              phone: '13800000001',
              name: '张药师',
              is_owner: 1,
              role: 'owner',
              role_text: '负责人',
              order_limit: null,
              month_limit: null,
              is_disabled: 0,
            },
            {
              id: 3,
              phone: '13800000003',
              name: '王采购',
              is_owner: 0,
              role: 'buyer',
              role_text: '采购员',
              order_limit: 5000,
              month_limit: null,
              is_disabled: 1,
            },
          ]}
        />
      </AppProviders>,
    );
    const owner = screen.getByRole('row', { name: /张药师/ });
    expect(within(owner).getAllByText('无需审批')).toHaveLength(2);
    const buyer = screen.getByRole('row', { name: /王采购/ });
    expect(buyer).toHaveTextContent('13800000003王采购关联账号采购员¥5000.00不限已停用');
    expect(screen.getByText('共 2 个账号，超出限额的订单须企业审批')).toBeInTheDocument();
  });
});
