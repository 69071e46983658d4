import type { FormInstance } from 'antd';
import { isApiError } from '../../../lib/http';

/** The field messages of a 422 answer (the HTTP layer has already toasted the first one); empty for anything else. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!isApiError(error) || error.kind !== 'validation' || !error.errors) return {};
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0]]),
  );
};

/** Puts a 422's messages under the form's own fields, one (the first) per field; answers the fields it marked. */
export function showServerErrors(form: FormInstance, error: unknown, fields: readonly string[]): string[] {
  const errors = serverFieldErrors(error);
  const marked = fields.filter((field) => errors[field] !== undefined);
  form.setFields(marked.map((name) => ({ name, errors: [errors[name]] })));
  return marked;
}
