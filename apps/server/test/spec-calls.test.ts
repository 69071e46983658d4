/**
 * Every call of spec section 7 answers with the envelope, never 404 and never 500. Calls whose path
 * the spec does not show are listed under the path we gave them (see docs/architecture.md, 接口路径).
 * Reads are sent with their parameters and must succeed; writes are sent empty on purpose: a call that
 * needs a body must refuse it with a 422 and a Chinese message, which is an answer too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInBuyer } from './fixtures.js';
import { fileApp } from './helper.js';

type Method = 'GET' | 'POST' | 'DELETE';

const SPEC_CALLS: [Method, string][] = [
  // Content and search
  ['GET', '/api/global/links'],
  ['GET', '/api/goods/search?keywords=阿莫&type=0'],
  ['GET', '/api/goods/hot'],
  ['GET', '/api/goods/list'],
  ['GET', '/api/goods/detail/1'],
  ['GET', '/api/goods/activities?goods_id=1'],
  ['GET', '/api/goods/visit?page=1'],
  ['GET', '/api/activity/everyday_price'],
  ['GET', '/api/focus/demo'],
  ['GET', '/api/combinationMzhgGroup'],
  ['GET', '/api/combinationMzhg'],
  ...['kxzq_ad', 'new_kxzq', 'right', 'xrtj', 'top', 'ppzq', 'kxzq', 'zyzq', 'login', 'yx'].map((slot): [Method, string] => ['GET', `/api/focus/${slot}`]),
  ['GET', '/api/focus'],
  ['GET', '/api/focus/brand/1'],
  ['GET', '/api/focus/common'],
  ['GET', '/api/focus/postList'],
  ['GET', '/api/index_wntj/1'],
  ['GET', '/api/index/spike'],
  ['GET', '/api/article/category?category_id=3'],
  ['GET', '/api/article/help_categories'],
  // Linked accounts and draw
  ['GET', '/api/multi/index'],
  ['POST', '/api/multi/switch'],
  ['DELETE', '/api/multi/untie'],
  ['GET', '/api/multi/stores'],
  ['POST', '/api/multi/store_switch'],
  ['GET', '/api/draw?id=1'],
  ['POST', '/api/draw'],
  ['GET', '/api/draw/new_record?id=1'],
  ['GET', '/api/draw/1/activity'],
  ['GET', '/api/draw/simple'],
  ['GET', '/api/draw/record'],
  ['GET', '/api/draw/ads'],
  // Favourites
  ['GET', '/api/favorite?page=1'],
  ['POST', '/api/favorite'],
  ['POST', '/api/favorite/cancel'],
  // Cart
  ['POST', '/api/cart/copy'],
  ['POST', '/api/cart/checkout'],
  ['POST', '/api/cart/batch_delete'],
  ['POST', '/api/cart/1/edit'],
  ['POST', '/api/cart/batch_select'],
  ['GET', '/api/cart/total'],
  ['GET', '/api/cart/list'],
  ['POST', '/api/cart/quick_add/1'],
  ['POST', '/api/cart'],
  ['POST', '/api/cart/next_hint'],
  // User
  ['POST', '/api/user/create_code'],
  ['POST', '/api/user/feedback'],
  ['GET', '/api/user/feedback_list?page=1'],
  ['POST', '/api/user/buy'],
  ['GET', '/api/user/buy?page=1'],
  ['GET', '/api/user/fast_buy?page=1'],
  ['GET', '/api/user/availableCoupon?page=1'],
  ['GET', '/api/user/coupon?page=1'],
  ['GET', '/api/user/user_money_log?page=1'],
  ['GET', '/api/user/user_money'],
  ['GET', '/api/user/jyfw'],
  ['POST', '/api/user/updateUserInfo'],
  ['POST', '/api/user/resetPassword'],
  ['GET', '/api/user/zizhi'],
  ['GET', '/api/user/couponNum'],
  ['GET', '/api/user/base'],
  ['GET', '/api/user/phone/13800000001'],
  ['GET', '/api/jybg/filter'],
  ['GET', '/api/user/user_credit'],
  ['GET', '/api/user/user_credit_list?page=1'],
  // Charge and pay
  ['GET', '/api/charge/index'],
  ['POST', '/api/charge/store'],
  ['GET', '/api/pay/check_cz_order?id={recharge}'],
  ['POST', '/api/pay/user_credit_create'],
  ['POST', '/api/pay/user_credit_pay'],
  ['POST', '/api/pay/user_credit_check'],
  // Last, as they end or change the session.
  ['DELETE', '/api/user/unbind_wechat'],
  ['DELETE', '/api/user/logout'],
];

const app = fileApp();
let cookie: string;
/** Ids a call names, made here because a fresh database has none of them: {recharge}. */
const made: Record<string, string> = {};
beforeAll(async () => {
  // A store of its own: the draw call draws and the logout call ends the session.
  ({ cookie } = await loggedInBuyer(app));
  const recharge = await app.inject({ method: 'POST', url: '/api/charge/store', headers: { cookie }, payload: { amount: 100 } });
  made.recharge = String(recharge.json().data.id);
});

describe('every call of spec section 7', () => {
  it.each(SPEC_CALLS)('%s %s answers the envelope', async (method, path) => {
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => made[name]);
    const res = await app.inject({ method, url, headers: { cookie }, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode, res.body).not.toBe(404);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = res.json();
    expect(body).toHaveProperty('code');
    expect(body).toHaveProperty('msg');
    // A read with its parameters given must succeed: a 422 on a path the spec names is a missing call in disguise.
    if (method === 'GET') expect(body.code, res.body).toBe(10000);
    else if (body.code !== 10000) expect(body.msg, `${method} ${url}`).toMatch(/[\u4e00-\u9fa5]/);
  });
});
