import { useMutation } from '@tanstack/react-query';
import { SmsCodeSent, type SmsCodeBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Sends a 6-digit code to the phone (POST /api/user/sms_code {phone, purpose}); answers when another may be sent. */
export const sendSmsCode = async (body: SmsCodeBody): Promise<SmsCodeSent> => SmsCodeSent.parse(await postForm('/api/user/sms_code', body));

export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
