import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state tabs. The state lives in ?status= so a reload or a shared link opens the same tab
 * (`fallback` when absent or unknown); `onSwitch` runs on a switch (back to the first page). The
 * tabs render with each state's count under the list's search.
 */
export function useStatusTabs<S extends string>(
  statuses: readonly S[],
  fallback: S,
  label: (status: S) => string,
  onSwitch: () => void,
): [S, (counts: Record<string, number>) => ReactNode] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(asked) ? (asked as S) : fallback;
  const tabs = (counts: Record<string, number>) => (
    <Tabs
      activeKey={status}
      onChange={(key) => {
        setParams({ status: key });
        onSwitch();
      }}
      items={statuses.map((s) => ({ key: s, label: `${label(s)} (${counts[s] ?? 0})` }))}
    />
  );
  return [status, tabs];
}
