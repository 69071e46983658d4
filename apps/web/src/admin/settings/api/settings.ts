import { useQuery } from '@tanstack/react-query';
import { TraceCodeSetting } from '@yc/contracts';
import { request } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { fixedQuery } from '../../api/query-options';

const SETTINGS_KEY = 'settings';

/** Whether shipping waits for every drug line's 追溯码 (GET /api/admin/settings/trace-codes, administrators). */
const traceCodeSettingQuery = fixedQuery([SETTINGS_KEY, 'trace-codes'], '/api/admin/settings/trace-codes', TraceCodeSetting);

export const useTraceCodeSetting = () => useQuery(traceCodeSettingQuery());

export const useSetTraceCodeSetting = () =>
  useAdminMutation(
    async (body: TraceCodeSetting) => TraceCodeSetting.parse(await request('PUT', '/api/admin/settings/trace-codes', body)),
    {
      done: '设置已保存',
      refresh: [SETTINGS_KEY],
    },
  );
