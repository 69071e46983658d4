import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { ADMIN_KEY } from './session';

/**
 * A console change: on success it toasts `done` and refetches the console queries under each of
 * `refresh` (e.g. ['orders'] refetches [ADMIN_KEY, 'orders', ...]). Failures are shown by the HTTP layer.
 */
export function useAdminMutation<V, R = unknown>(mutationFn: (vars: V) => Promise<R>, { done, refresh }: { done: string; refresh: readonly string[] }) {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      message.success(done);
      await Promise.all(refresh.map((key) => client.invalidateQueries({ queryKey: [ADMIN_KEY, key] })));
    },
  });
}
