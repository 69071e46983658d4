import { paths } from '../../../config/paths';

/** The two registration flows of spec section 2; both register through the same API. */
export type RegisterFlow = 'register' | 'register_dd';

export const REGISTER_STEPS: Record<RegisterFlow, readonly [string, string, string]> = {
  register: [paths.registerStep1, paths.registerStep2, paths.registerStep3],
  register_dd: [paths.registerDdStep1, paths.registerDdStep2, paths.registerDdStep3],
};

/** The flow an address belongs to: /register/dd/... is the second one. */
export const flowOf = (pathname: string): RegisterFlow => (pathname.startsWith('/register/dd/') ? 'register_dd' : 'register');

/** The server's refusal when the phone already has a login (register service). */
export const PHONE_TAKEN = '该手机号已注册，请直接登录';
/** The server's refusal when a password reset names an unknown phone. */
export const PHONE_UNKNOWN = '该手机号尚未注册';

/** Labels in a fixed column left of the fields. */
export const FORM_LABELS = { labelCol: { flex: '110px' }, wrapperCol: { flex: 'auto' } } as const;

/** Step 1's fields: a refusal naming one of them sends the buyer back there. */
export const STEP1_FIELDS = ['phone', 'code', 'password'] as const;
export const STEP2_FIELDS = ['company', 'contact_name', 'province', 'city', 'address', 'customer_type', 'email', 'landline'] as const;
