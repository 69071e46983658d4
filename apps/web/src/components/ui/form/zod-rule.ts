import type { FormRule } from 'antd';

/** The part of a zod schema a form field needs: its parse result and Chinese messages. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/** An antd form rule that validates a field with its contract schema, showing the schema's first message. */
export const zodRule = (schema: FieldSchema): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error?.issues[0]?.message);
  },
});
