import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySettingsBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** Who approves (负责人 or 财务) and how long a waiting order holds its stock (POST /api/company/settings). */
export const updateApprovalSettings = async (body: CompanySettingsBody): Promise<void> => {
  await postForm('/api/company/settings', body);
};

export const useUpdateApprovalSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateApprovalSettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }) });
};
