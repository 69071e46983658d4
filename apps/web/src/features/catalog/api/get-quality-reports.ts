import { queryOptions } from '@tanstack/react-query';
import { QualityReportPage, type QualityReportQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

export type QualityReportParams = Partial<QualityReportQuery>;

/** Quality-inspection reports of a goods or batch (GET /api/jybg/filter); fetched when the buyer asks for one. */
export const getQualityReports = (params: QualityReportParams, signal?: AbortSignal): Promise<QualityReportPage> =>
  getData('/api/jybg/filter', QualityReportPage, { params, signal });

export const qualityReportsQueryOptions = (params: QualityReportParams) =>
  queryOptions({ queryKey: ['jybg', 'filter', params], queryFn: ({ signal }) => getQualityReports(params, signal), staleTime: 60_000 });
