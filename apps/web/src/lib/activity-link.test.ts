import { describe, expect, it } from 'vitest';
import { activityLinkOutcome } from './activity-link';

describe('activity links (spec section 8)', () => {
  it.each([
    ['', { kind: 'message', text: '活动暂未开始' }],
    [null, { kind: 'message', text: '活动暂未开始' }],
    ['#', { kind: 'message', text: '活动暂未开始' }],
    ['/yjh/3#敬请期待', { kind: 'message', text: '敬请期待' }],
    [`/yjh/3#${encodeURIComponent('6月1日开抢')}`, { kind: 'message', text: '6月1日开抢' }],
    ['/yjh/3', { kind: 'go', to: '/yjh/3' }],
    ['/yjh/3#', { kind: 'go', to: '/yjh/3' }],
  ])('%s', (url, outcome) => {
    expect(activityLinkOutcome(url)).toEqual(outcome);
  });

  it('says 活动未开始 for an activity whose start is still ahead on the server clock', () => {
    expect(activityLinkOutcome('/yyh?id=4', { startTime: 2000, now: 1000 })).toEqual({ kind: 'message', text: '活动未开始' });
    expect(activityLinkOutcome('/yyh?id=4', { startTime: 1000, now: 1000 })).toEqual({ kind: 'go', to: '/yyh?id=4' });
  });
});
