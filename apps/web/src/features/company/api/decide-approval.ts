import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

export type ApprovalDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

/**
 * 审批通过 sends the order on to 待付款; 驳回 cancels it with the reason, giving back its stock and coupon
 * (POST /api/company/approvals/:id/approve | reject {reason}). The buyer is told in 消息中心 either way.
 */
export const decideApproval = async (decision: ApprovalDecision): Promise<void> => {
  if (decision.approve) await postForm(`/api/company/approvals/${decision.id}/approve`);
  else await postForm(`/api/company/approvals/${decision.id}/reject`, { reason: decision.reason });
};

// An order another approver decided first is refused with its state; the list is asked again either way.
export const useDecideApproval = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideApproval, onSettled: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }) });
};
