/**
 * Side labels for the company forms: the field column has a fixed basis, so a long hint under a field
 * (or a row of store names) wraps inside its column instead of pushing the column under its label.
 */
export const COMPANY_LABELS = { labelCol: { flex: '100px' }, wrapperCol: { flex: '1 1 0' } } as const;
