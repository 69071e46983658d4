import { describe, expect, it } from 'vitest';
import { classify } from './outcome';

const envelope = (code: number, msg = '', extra: object = {}) => ({ code, msg, data: null, ...extra });

describe('classify (spec section 8 table)', () => {
  it.each([
    [200, envelope(10000), 'success'],
    [200, envelope(200), 'success'],
    [200, envelope(201), 'success'],
    [401, envelope(10001), 'unauthorized'],
    [200, envelope(10001), 'unauthorized'],
    [200, envelope(401), 'unauthorized'],
    [401, 'not json', 'unauthorized'],
    [200, envelope(459), 'contract'],
    [422, envelope(422), 'validation'],
    [200, envelope(400), 'business'],
    [200, envelope(499), 'business'],
    [200, envelope(600), 'business'],
    [200, envelope(10002), 'business'],
    [200, envelope(500), 'server'],
    [200, envelope(599), 'server'],
    [500, envelope(10000), 'server'],
    [504, '', 'server'],
    [200, '<!doctype html>', 'server'],
  ])('HTTP %i with %j is %s', (status, body, kind) => {
    expect(classify(status, body).kind).toBe(kind);
  });

  it('takes msg of a 422, else the first field message', () => {
    expect(classify(422, envelope(422, '请输入手机号', { errors: { password: ['请输入密码'] } }))).toMatchObject({ msg: '请输入手机号' });
    expect(classify(422, envelope(422, '', { errors: { a: [], password: ['请输入密码', '密码过长'] } }))).toMatchObject({
      msg: '请输入密码',
    });
  });

  it('keeps the data of a business refusal, which may name what it is about', () => {
    expect(classify(200, envelope(400, '库存不足', { data: { goods_id: 7 } }))).toMatchObject({ kind: 'business', data: { goods_id: 7 } });
  });
});
