import { AnyEnvelope, Code, SUCCESS_CODES } from '@yc/contracts';

/** What a response means under spec section 8, before anything is shown. */
export type Outcome =
  | { kind: 'success'; data: unknown }
  | {
      kind: 'unauthorized' | 'contract' | 'validation' | 'business' | 'server';
      code: number;
      msg: string;
      errors?: Record<string, string[]>;
      /** What a business refusal names besides its message (the order line it is about), for the caller to place it. */
      data?: unknown;
    };

const firstFieldError = (errors: Record<string, string[]> | undefined): string =>
  Object.values(errors ?? {}).find((messages) => messages.length > 0)?.[0] ?? '';

export function classify(status: number, body: unknown): Outcome {
  if (status >= 500 && status < 600) return { kind: 'server', code: status, msg: '' };
  const envelope = AnyEnvelope.safeParse(body);
  if (!envelope.success) {
    // A body that is not our envelope came from something other than the API (a proxy page, a gateway).
    return status === 401 ? { kind: 'unauthorized', code: status, msg: '' } : { kind: 'server', code: status, msg: '' };
  }
  const { code, msg, data, errors } = envelope.data;
  if (SUCCESS_CODES.includes(code)) return { kind: 'success', data };
  if (code === Code.NOT_LOGGED_IN || code === Code.UNAUTHORIZED || status === 401) return { kind: 'unauthorized', code, msg };
  if (code === Code.CONTRACT_UNSIGNED) return { kind: 'contract', code, msg };
  if (code === Code.VALIDATION) return { kind: 'validation', code, msg: msg || firstFieldError(errors), errors };
  if (code >= 500 && code < 600) return { kind: 'server', code, msg };
  return { kind: 'business', code, msg, data };
}
