import type { ActivityKind } from '@yc/contracts';
import { generatePath } from 'react-router';
import { paths } from '../../../config/paths';
import { activityId } from './activity-id';

/** The page an activity of each kind is shown on; yjh names its activity in the path, the others in `?id=`. */
const KIND_PATHS: Record<ActivityKind, string> = {
  yjh: '/yjh',
  welfare: paths.welfare,
  mrtj: paths.mrtj,
  zqmb: paths.zqmb,
  yyh: paths.yyh,
  hdmb: paths.hdmb,
  zhmz: paths.zhmz,
  ptzq: paths.ptzq,
  hb: paths.hb,
};

const LIST_PATHS: Partial<Record<ActivityKind, string>> = { yyh: paths.yyhList, zhmz: paths.zhmzList };

export const activityHref = (activity: { id: number; kind: ActivityKind }): string =>
  activity.kind === 'yjh' ? generatePath(paths.yjh, { id: String(activity.id) }) : `${KIND_PATHS[activity.kind]}?id=${activity.id}`;

/** /Hdzx/{ids}/{id?}, its commas as they are (generatePath would escape them). */
export const activityCentreHref = (ids: readonly (number | string)[], id?: number | string): string =>
  `/Hdzx/${ids.join(',')}${id === undefined ? '' : `/${id}`}`;

export interface ActivityTarget {
  path: string;
  /** The kind whose featured activity stands for the page when no id is given; null for /Hdzx. */
  kind: ActivityKind | null;
  id: number | null;
}

/** The activity page `/activity/{url}/{url1}/{url2}`'s parts name, or null when they name none. */
export function activityTarget(parts: readonly string[]): ActivityTarget | null {
  const [head, first, second] = parts;
  if (head === 'Hdzx') {
    const ids = (first ?? '').split(',').flatMap((part) => activityId(part) ?? []);
    if (ids.length === 0) return null;
    const open = activityId(second);
    return { path: activityCentreHref(ids, open ?? undefined), kind: null, id: open ?? ids[0] };
  }
  const kind = (Object.keys(KIND_PATHS) as ActivityKind[]).find((k) => k === head);
  if (!kind) return null;
  const list = LIST_PATHS[kind];
  if (first === 'list' && list) return { path: list, kind, id: null };
  const id = activityId(first);
  return { path: id === null ? KIND_PATHS[kind] : activityHref({ id, kind }), kind, id };
}
