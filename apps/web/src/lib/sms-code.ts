import { SmsCodeSent, type SmsCodeBody } from '@yc/contracts';
import { postForm } from './http';

/**
 * Sends a 6-digit code to the phone (POST /api/user/sms_code {phone, purpose}); answers when another may
 * be sent. Registration and /forget send to any phone; a phone change and the 支付密码 need a login.
 */
export const sendSmsCode = async (body: SmsCodeBody): Promise<SmsCodeSent> => SmsCodeSent.parse(await postForm('/api/user/sms_code', body));
