import { useMutation } from '@tanstack/react-query';
import type { MultiSwitchBody } from '@yc/contracts';
import { pageLocation } from '../../../lib/browser/page-location';
import { postForm } from '../../../lib/http';

/** Makes another linked store the session's current one (POST /api/multi/switch {id}). */
export const switchStore = async (body: MultiSwitchBody): Promise<void> => {
  await postForm('/api/multi/switch', body);
};

// Cart, orders, wallet and prices all belong to the store: only a fresh page load shows the new one whole.
export const useSwitchStore = () => useMutation({ mutationFn: switchStore, onSuccess: () => pageLocation.reload() });
