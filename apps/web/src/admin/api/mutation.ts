import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { deleteData, postForm } from '../../lib/http';
import { ADMIN_KEY } from './session';

/** What a console change says when done, and the console queries it refetches (e.g. ['orders']: [ADMIN_KEY, 'orders', ...]). */
interface ChangeOutcome {
  done: string;
  refresh: readonly string[];
}

/** A console change: on success it toasts `done` and refetches `refresh`. Failures are shown by the HTTP layer. */
export function useAdminMutation<V, R = unknown>(mutationFn: (vars: V) => Promise<R>, { done, refresh }: ChangeOutcome) {
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

/** POST to the list's address to add (id null), to the row's to change. */
export const saveTo = (base: string) => (id: number | null, body: object) => postForm(id === null ? base : `${base}/${id}`, body);

/** Adds (id null) or rewrites a row of the resource at `base`. */
export const useSaveRow = <B extends object>(base: string, outcome: ChangeOutcome) =>
  useAdminMutation(({ id, body }: { id: number | null; body: B }) => saveTo(base)(id, body), outcome);

/** Deletes a row of the resource at `base` (DELETE base/:id). */
export const useDeleteRow = (base: string, outcome: ChangeOutcome) =>
  useAdminMutation((id: number) => deleteData(`${base}/${id}`), outcome);
