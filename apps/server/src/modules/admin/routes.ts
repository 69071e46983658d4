/**
 * The operator console's API under /api/admin. Every route here gets the staff session and must
 * carry `requireStaff(...)` (or `config.staffPublic`), else the server refuses to start.
 * Each area registers one line below.
 */
import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit/routes.js';
import catalogAdminRoutes from './catalog/routes.js';
import promotionAdminRoutes from './promotions/routes.js';
import contentAdminRoutes from './content/routes.js';
import chatAdminRoutes from './chat/routes.js';
import adminAuthRoutes from './auth/routes.js';
import dashboardRoutes from './dashboard/routes.js';
import orderRoutes from './orders/routes.js';
import invoiceAdminRoutes from './invoices/routes.js';
import searchAdminRoutes from './search/routes.js';
import { enforceGuards } from './shared/guard.js';
import { registerStaffSession } from './shared/session.js';
import staffRoutes from './staff/routes.js';
import storeRoutes from './stores/routes.js';
import statementAdminRoutes from './statements/routes.js';
import traceCodeRoutes from '../trace-codes/routes.js';
import coldChainAdminRoutes from '../cold-chain/admin-routes.js';

const adminRoutes: FastifyPluginAsync = async (app) => {
  registerStaffSession(app);
  enforceGuards(app);
  await app.register(adminAuthRoutes);
  await app.register(auditRoutes);
  await app.register(storeRoutes);
  await app.register(orderRoutes);
  await app.register(invoiceAdminRoutes);
  await app.register(traceCodeRoutes);
  await app.register(coldChainAdminRoutes);
  await app.register(dashboardRoutes);
  await app.register(staffRoutes);
  await app.register(chatAdminRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(promotionAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(searchAdminRoutes);
  await app.register(statementAdminRoutes);
};

export default adminRoutes;
