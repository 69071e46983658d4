import crypto from 'node:crypto';
import type { WechatBindBody, WechatBindCode } from '@yc/contracts';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import * as q from './queries.js';

const TOKEN_TTL_MS = 10 * 60_000;

/**
 * A QR code for /bdwx. Scanning it in WeChat ends in the bind callback with the token and the
 * user's openid; until a WeChat app is contracted, POST /api/user/wechat/bind stands in for it.
 */
export async function createBindCode(db: Db, auth: AuthContext, origin: string): Promise<WechatBindCode> {
  if (await q.wechatOpenidOf(db, auth.accountId)) throw refuse('您已绑定微信，如需更换请先解绑');
  const token = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
  await q.putBindToken(db, { token, accountId: auth.accountId, expiresAt });
  const bindUrl = `${origin}/api/user/wechat/bind?token=${token}`;
  const qr = await QRCode.toDataURL(bindUrl, { type: 'image/png', width: 240, margin: 1, errorCorrectionLevel: 'M' });
  return { token, bind_url: bindUrl, qr_data_url: qr, expires_at: expiresAt.toISOString() };
}

/** The callback: binds the token's login to the WeChat user; a token works once. */
export async function bindWechat(db: Db, body: WechatBindBody): Promise<void> {
  await db.transaction(async (tx) => {
    const accountId = await q.takeBindToken(tx, body.token);
    if (accountId === undefined) throw refuse('二维码已失效，请刷新后重新扫码');
    if (!(await q.setOpenid(tx, accountId, body.openid))) throw refuse('该微信已绑定其他账号');
  });
}

export async function unbindWechat(db: Db, auth: AuthContext): Promise<void> {
  if (!(await q.clearOpenid(db, auth.accountId))) throw refuse('您尚未绑定微信');
}
