import { hasStaffRole, type StaffRole } from '@yc/contracts';

/** Whether roles held open something that needs `allowed` (none = any staff member; an administrator opens everything). */
export const mayOpen = (held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean => allowed.length === 0 || hasStaffRole(held, allowed);
