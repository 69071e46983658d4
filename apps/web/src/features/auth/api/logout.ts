import { useMutation } from '@tanstack/react-query';
import { pageLocation } from '../../../lib/browser/page-location';
import { deleteData } from '../../../lib/http';

export const logout = async (): Promise<void> => {
  await deleteData('/api/user/logout');
};

// Spec section 4: logout shows a loading state, then reloads, so no page keeps the member's data.
export const useLogout = () => useMutation({ mutationFn: logout, onSuccess: () => pageLocation.reload() });
