import { useMutation } from '@tanstack/react-query';
import type { AcceptInviteBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** The invitee proves its phone with the SMS code and sets its password: a login of its own (POST /api/company/invite/accept). */
export const acceptInvite = async (body: AcceptInviteBody): Promise<void> => {
  await postForm('/api/company/invite/accept', body);
};

export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });
