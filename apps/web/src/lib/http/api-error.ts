/** How a failed call ended, which decides what the buyer is shown (spec section 8). */
export type ApiErrorKind = 'unauthorized' | 'contract' | 'validation' | 'business' | 'server' | 'timeout' | 'network' | 'canceled';

/** The one error every failed call rejects with, after the shared mapping has shown what it shows. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** The envelope's data of a business refusal (null for most). */
  readonly data: unknown;

  constructor(kind: ApiErrorKind, code: number, message: string, status = 0, errors?: Record<string, string[]>, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.errors = errors;
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
