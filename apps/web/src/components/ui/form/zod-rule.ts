import type { FormInstance, FormRule } from 'antd';

type IssuePath = ReadonlyArray<PropertyKey>;

/** The part of a zod schema a form rule needs: its parse result, each issue with its Chinese message and where it points. */
interface ContractSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string; path?: IssuePath }> } };
}

/** A form field's name: `name`, or a path into lists (`['tiers', 0, 'reduce']`). */
type FieldPath = string | ReadonlyArray<string | number>;

const asPath = (path: FieldPath): IssuePath => (typeof path === 'string' ? [path] : path);
const samePath = (a: IssuePath, b: IssuePath) => a.length === b.length && a.every((key, i) => key === b[i]);

/** An antd form rule that validates a field with its contract schema, showing the schema's first message. */
export const zodRule = (schema: ContractSchema): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error?.issues[0]?.message);
  },
});

/** A rule that reads the whole form: a field's, or a list's (antd's Form.List takes the rule this answers for its form). */
export type BodyRule = (form: Pick<FormInstance, 'getFieldsValue'>) => { validator: () => Promise<void> };

/**
 * Rules for the fields of one form checked against its whole contract body: a field shows the body's
 * first issue at its path, so the body's rules across fields (a 满减 tier needs its amount, a 含麻
 * goods its per-order limit) speak under the field they name, as they do when the server refuses.
 * `toBody` turns the form's values into the body where the two differ (picked times into the API's
 * text); `rule(path, ...more)` also shows issues at the other paths (a time window's start and end).
 */
export function zodFormRules<V>(body: ContractSchema, toBody: (values: V) => unknown = (values) => values) {
  return (path: FieldPath, ...more: FieldPath[]): BodyRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const result = body.safeParse(toBody(getFieldsValue(true) as V));
        if (result.success) return;
        const paths = [path, ...more].map(asPath);
        const issue = result.error?.issues.find((found) => paths.some((at) => samePath(found.path ?? [], at)));
        if (issue) throw new Error(issue.message);
      },
    });
}
