import type { FormInstance } from 'antd';

/** The form's `phone` once its field validates, for an SMS code to be sent to; null while the field shows what is wrong. */
export async function validatedPhone(form: FormInstance): Promise<string | null> {
  try {
    await form.validateFields(['phone']);
  } catch {
    return null;
  }
  return String(form.getFieldValue('phone')).trim();
}
