import { Code } from '@yc/contracts';

export const ok = <T>(data: T, msg = 'success') => ({ code: Code.OK, msg, data });
