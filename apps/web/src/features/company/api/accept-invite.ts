import { useMutation } from '@tanstack/react-query';
import { AcceptedInvite, InviteChoice, Msg, type AcceptInviteBody } from '@yc/contracts';
import { modal, postForm } from '../../../lib/http';

/** Joined the company named, or (several companies invited the phone) the invitations to choose one from. */
export type AcceptOutcome = { joined: AcceptedInvite } | { choose: InviteChoice['invites'] };

/**
 * The invitee proves its phone with the SMS code and sets its password: a login of its own (POST
 * /api/company/invite/accept). A refusal that names the inviting companies is the page's to show as a choice.
 */
export const acceptInvite = async (body: AcceptInviteBody): Promise<AcceptOutcome> => {
  let choice: InviteChoice | undefined;
  const onBizError = (error: { message: string; data: unknown }) => {
    choice = InviteChoice.safeParse(error.data).data;
    if (!choice) modal.warning({ title: Msg.ALERT_TITLE, content: error.message });
  };
  try {
    return { joined: AcceptedInvite.parse(await postForm('/api/company/invite/accept', body, { policy: { onBizError } })) };
  } catch (error) {
    if (choice) return { choose: choice.invites };
    throw error;
  }
};

export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });
