import type { ActivityInfo } from '@yc/contracts';
import type { ComponentType } from 'react';

/** The body of a 拼团 activity (/ptzq), the group-buy feature's, handed in by the route since features do not import each other. */
export type GroupBuySlot = ComponentType<{ activity: ActivityInfo }>;
