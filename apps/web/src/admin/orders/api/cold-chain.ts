import { useQuery } from '@tanstack/react-query';
import { adminColdChainPath, ColdChainRecord, type ColdChainReadingsBody, type ColdChainStage } from '@yc/contracts';
import { postForm, postJson } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { rowQuery } from '../../api/query-options';
import { fileBody } from '../../api/upload';
import { ORDERS_KEY } from './orders';

/**
 * An order's 冷链 lines, range and temperature record (GET /api/admin/orders/:id/cold-chain). Silent: a card beside
 * the order, whose failure is no reason for a message over the warehouse's scanning.
 */
export const coldChainQueryOptions = rowQuery([ORDERS_KEY, 'cold-chain'], adminColdChainPath, ColdChainRecord, { silent: true });
export const useColdChain = (id: number | null) => useQuery(coldChainQueryOptions(id));

const REFRESH = [ORDERS_KEY] as const;

export const useAddReadings = (id: number) =>
  useAdminMutation((body: ColdChainReadingsBody) => postJson(`${adminColdChainPath(id)}/readings`, body), {
    done: '温度已记录',
    refresh: REFRESH,
  });

export const useUploadLog = (id: number) =>
  useAdminMutation(
    ({ stage, file }: { stage: ColdChainStage; file: File }) =>
      postForm(`${adminColdChainPath(id)}/file?stage=${stage}`, fileBody(file, file.name)),
    { done: '温度记录已导入', refresh: REFRESH },
  );
