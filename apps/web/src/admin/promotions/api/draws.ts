import { useQuery } from '@tanstack/react-query';
import { AdminDrawPage, type AdminDrawForm, type AdminDrawPrizeForm, type PageQuery } from '@yc/contracts';
import { deleteData } from '../../../lib/http';
import { saveTo, useAdminMutation, useDeleteRow, useSaveRow } from '../../api/mutation';
import { listQuery } from '../../api/query-options';

const DRAWS_KEY = 'draws';

/** One page of lucky draws, each with its prizes (GET /api/admin/draws). */
export const drawsQueryOptions = listQuery([DRAWS_KEY], '/api/admin/draws', AdminDrawPage);

export const useDraws = (query: PageQuery) => useQuery(drawsQueryOptions(query));

export const useSaveDraw = () => useSaveRow<AdminDrawForm>('/api/admin/draws', { done: '抽奖活动已保存', refresh: [DRAWS_KEY] });

export const useDeleteDraw = () => useDeleteRow('/api/admin/draws', { done: '抽奖活动已删除', refresh: [DRAWS_KEY] });

/** A prize is part of its draw: the draws list shows it. */
export const useSavePrize = () =>
  useAdminMutation(
    ({ drawId, id, body }: { drawId: number; id: number | null; body: AdminDrawPrizeForm }) =>
      saveTo(`/api/admin/draws/${drawId}/prizes`)(id, body),
    { done: '奖品已保存', refresh: [DRAWS_KEY] },
  );

export const useDeletePrize = () =>
  useAdminMutation(({ drawId, id }: { drawId: number; id: number }) => deleteData(`/api/admin/draws/${drawId}/prizes/${id}`), {
    done: '奖品已删除',
    refresh: [DRAWS_KEY],
  });
