import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/routes.js';
import contentRoutes from './modules/content/routes.js';
import contractRoutes from './modules/contract/routes.js';
import imageRoutes from './modules/images/routes.js';
import multiRoutes from './modules/multi/routes.js';
import payRoutes from './modules/pay/routes.js';
import userRoutes from './modules/user/routes.js';

/** Every module's routes under /api. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(multiRoutes);
  await app.register(contentRoutes);
  await app.register(imageRoutes);
  await app.register(contractRoutes);
  await app.register(payRoutes);
}
