import type { ActivityKind } from '@yc/contracts';

import type { LoadPage as Load } from './route-helpers';

// The activity pages are a chunk of their own, loaded on first visit.
const screens = () => import('./activity-screens');

export const activityPage =
  (kind: ActivityKind): Load =>
  async () =>
    (await screens()).activityScreen(kind);

export const activityList =
  (kind: ActivityKind, title: string): Load =>
  async () =>
    (await screens()).activityListScreen(kind, title);

export const activityCentre: Load = async () => (await screens()).ActivityCentreScreen;
