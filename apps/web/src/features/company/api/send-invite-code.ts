import { SmsCodeSent } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** A new code for a phone with an open invitation, the first having lived its 5 minutes (POST /api/company/invite/code {phone}). */
export const sendInviteCode = async (phone: string): Promise<SmsCodeSent> =>
  SmsCodeSent.parse(await postForm('/api/company/invite/code', { phone }));
