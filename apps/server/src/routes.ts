import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/routes.js';
import catalogRoutes from './modules/catalog/routes.js';
import contentRoutes from './modules/content/routes.js';
import favoriteRoutes from './modules/favorite/routes.js';
import contractRoutes from './modules/contract/routes.js';
import imageRoutes from './modules/images/routes.js';
import multiRoutes from './modules/multi/routes.js';
import searchRoutes from './modules/search/routes.js';
import payRoutes from './modules/pay/routes.js';
import userRoutes from './modules/user/routes.js';
import cartRoutes from './modules/cart/routes.js';
import checkoutRoutes from './modules/checkout/routes.js';
import addressRoutes from './modules/address/routes.js';
import accountRoutes from './modules/account/routes.js';
import registrationRoutes from './modules/register/routes.js';
import qualificationRoutes from './modules/qualification/routes.js';
import messageRoutes from './modules/message/routes.js';
import selfserviceRoutes from './modules/selfservice/routes.js';
import walletViewRoutes from './modules/wallet-view/routes.js';
import couponRoutes from './modules/coupon/routes.js';
import wechatRoutes from './modules/wechat/routes.js';

/** Every module's routes under /api. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(multiRoutes);
  await app.register(contentRoutes);
  await app.register(imageRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(favoriteRoutes);
  await app.register(contractRoutes);
  await app.register(payRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(addressRoutes);
  await app.register(accountRoutes);
  await app.register(registrationRoutes);
  await app.register(qualificationRoutes);
  await app.register(messageRoutes);
  await app.register(selfserviceRoutes);
  await app.register(walletViewRoutes);
  await app.register(couponRoutes);
  await app.register(wechatRoutes);
}
