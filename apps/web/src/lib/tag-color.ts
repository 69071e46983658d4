/** antd preset colours of the spec's tag words (section 3: 优 秒 特 新 red, 满 orange, 换购 blue, 赠 pink), on goods and cart lines alike. */
export type TagColor = 'red' | 'orange' | 'blue' | 'pink' | 'default';

const COLORS: Readonly<Record<string, TagColor>> = {
  优: 'red',
  秒: 'red',
  满: 'orange',
  换购: 'blue',
  赠: 'pink',
  特: 'red',
  新: 'red',
};

export const tagColor = (name: string): TagColor => COLORS[name] ?? 'default';
