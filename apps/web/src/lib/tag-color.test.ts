import { describe, expect, it } from 'vitest';
import { tagColor } from './tag-color';

describe('tag colours (spec section 3)', () => {
  it.each([
    ['优', 'red'],
    ['秒', 'red'],
    ['满', 'orange'],
    ['换购', 'blue'],
    ['赠', 'pink'],
    ['特', 'red'],
    ['新', 'red'],
    ['其他', 'default'],
  ])('%s is %s', (name, colour) => {
    expect(tagColor(name)).toBe(colour);
  });
});
