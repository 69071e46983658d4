import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SmsCodeSent, type InviteMemberBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** Invites a phone into the company with a role per store (POST /api/company/members/invite); the phone gets the SMS code that accepts. */
export const inviteMember = async (body: InviteMemberBody): Promise<SmsCodeSent> =>
  SmsCodeSent.parse(await postForm('/api/company/members/invite', body));

export const useInviteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }) });
};
