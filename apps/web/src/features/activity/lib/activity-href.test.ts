import { describe, expect, it } from 'vitest';
import { activityHref, activityTarget } from './activity-href';

describe('activity pages by address', () => {
  it('names a yjh activity in the path and the others in ?id=', () => {
    expect(activityHref({ id: 5, kind: 'yjh' })).toBe('/yjh/5');
    expect(activityHref({ id: 7, kind: 'welfare' })).toBe('/welfare?id=7');
  });

  it.each([
    [['yjh', '5'], { path: '/yjh/5', kind: 'yjh', id: 5 }],
    [['yjh'], { path: '/yjh', kind: 'yjh', id: null }],
    [['ptzq'], { path: '/ptzq', kind: 'ptzq', id: null }],
    [['hb', '26'], { path: '/hb?id=26', kind: 'hb', id: 26 }],
    [['yyh', 'list'], { path: '/yyh/list', kind: 'yyh', id: null }],
    [['Hdzx', '4,7,x', '7'], { path: '/Hdzx/4,7/7', kind: null, id: 7 }],
    [['Hdzx', '4,7'], { path: '/Hdzx/4,7', kind: null, id: 4 }],
    [['abc', 'def'], null],
    [['Hdzx', 'x'], null],
  ])('resolves /activity/%s', (parts, target) => {
    expect(activityTarget(parts)).toEqual(target);
  });
});
