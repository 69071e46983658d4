import { SmsCodeSent, type InviteCodeBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/**
 * A new code for the phone's invitation, or for the one chosen among several (POST /api/company/invite/code
 * {phone, invite_id}); answered alike whether or not the phone was invited.
 */
export const sendInviteCode = async (body: InviteCodeBody): Promise<SmsCodeSent> =>
  SmsCodeSent.parse(await postForm('/api/company/invite/code', body));
