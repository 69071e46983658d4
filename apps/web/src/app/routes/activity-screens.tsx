/**
 * The activity pages as routes mount them: the activity feature gets the catalogue's goods card
 * (with its buy box, which adds at the activity price) and the group-buy panel of a 拼团 activity from here,
 * since features do not import each other.
 */
import type { ActivityKind } from '@yc/contracts';
import type { ComponentType } from 'react';
import { ActivityCentrePage } from '../../features/activity/pages/activity-centre-page';
import { ActivityListPage } from '../../features/activity/pages/activity-list-page';
import { ActivityPage } from '../../features/activity/pages/activity-page';
import { GoodsCard } from '../../features/catalog/components/goods-card';
import { GroupBuyPanel } from '../../features/group-buy/components/group-buy-panel';

export const activityScreen = (kind: ActivityKind): ComponentType =>
  function ActivityScreen() {
    return <ActivityPage kind={kind} GoodsCard={GoodsCard} GroupBuy={GroupBuyPanel} />;
  };

export function ActivityCentreScreen() {
  return <ActivityCentrePage GoodsCard={GoodsCard} GroupBuy={GroupBuyPanel} />;
}

export const activityListScreen = (kind: ActivityKind, title: string): ComponentType =>
  function ActivityListScreen() {
    return <ActivityListPage kind={kind} title={title} />;
  };
