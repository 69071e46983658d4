import { customerLevelName, type UserBase } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { notLoggedIn } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { storeWithAccount } from '../account/queries.js';
import { getSetting } from '../content/settings.js';
import { hasContractInForce } from '../contract/queries.js';
import * as q from './queries.js';

/** The session user of spec section 3, for the current store of the session. */
export async function userBase(db: Db, auth: AuthContext): Promise<UserBase> {
  const row = await storeWithAccount(db, auth.accountId, auth.storeId);
  if (!row) throw notLoggedIn();
  const { account, store } = row;
  const manager = row.manager ?? (await q.defaultManager(db));
  const [counters, contractSigned, hotLine, quality] = await Promise.all([
    q.storeCounters(db, store.id),
    hasContractInForce(db, store.id),
    getSetting(db, 'hot_line'),
    getSetting(db, 'quality_inspection'),
  ]);
  const a = counters.address;
  return {
    show: 1,
    id: account.id,
    store_id: store.id,
    username: account.phone,
    name: account.name,
    phone: account.phone,
    company: store.company,
    face: account.face,
    rank: customerLevelName(store.level),
    admin: { name: manager?.name ?? '', phone: manager?.phone ?? '', is_default: manager?.isDefault ?? 1 },
    address: a ? `${a.province}${a.city}${a.district}${a.detail}` : store.address,
    is_passed: store.qualificationStatus === 'passed' ? 1 : 0,
    points: counters.points,
    cart: counters.cart,
    message_count: counters.unread,
    wechat: account.wechatOpenid ? '已绑定' : '',
    common_config: { hot_line: hotLine },
    quality_inspection: quality,
    login_url: '/login',
    is_show_youx: 1,
    is_special: 0,
    is_can_chat: store.isCanChat ? 1 : 0,
    token: '',
    is_AfterSale: 1,
    ywy: manager?.name ?? '',
    customer: store.customerType,
    levels: customerLevelName(store.level),
    user_level: store.level,
    contract_signed: contractSigned ? 1 : 0,
    pay_password_set: account.payPasswordHash ? 1 : 0,
  };
}
