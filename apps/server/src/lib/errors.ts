import { Code, Msg } from '@yc/contracts';

/** A refusal the buyer should read: a code of spec section 8 and a Chinese message. */
export class BizError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly httpStatus = 200,
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const refuse = (msg: string, code: number = Code.REFUSED) => new BizError(code, msg);
export const notLoggedIn = () => new BizError(Code.NOT_LOGGED_IN, Msg.NOT_LOGGED_IN, 401);
export const notFound = (what: string) => new BizError(Code.NOT_FOUND, `${what}不存在`, 404);
export const forbidden = (msg = '无权访问') => new BizError(Code.FORBIDDEN, msg, 403);
export const contractUnsigned = () => new BizError(Code.CONTRACT_UNSIGNED, Msg.CONTRACT_UNSIGNED);

/** A 422 of one field, for rules a schema cannot say (a taken phone, a wrong SMS code). */
export class FieldError extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
