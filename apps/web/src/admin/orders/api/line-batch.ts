import type { AdminLineBatchBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { ORDER_REFRESH } from './orders';

/** Moves a paid order line's units from one batch onto another before shipping (POST /api/admin/orders/:id/line-batch). */
export const useLineBatch = () =>
  useAdminMutation(
    ({ orderId, body }: { orderId: number; body: AdminLineBatchBody }) => postForm(`/api/admin/orders/${orderId}/line-batch`, body),
    {
      done: '发货批次已更换',
      // The batches' units moved too.
      refresh: [...ORDER_REFRESH, 'batches'],
    },
  );
