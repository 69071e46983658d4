import { Code, hasStaffRole, type StaffRole } from '@yc/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { BizError, forbidden } from '../../../lib/errors.js';
import type { StaffContext } from './session.js';

export const STAFF_NOT_LOGGED_IN = '请先登录管理后台';
export const STAFF_FORBIDDEN = '您的账号没有此项操作的权限';

const guards = new WeakSet<object>();

/**
 * A route's preHandler: a console session whose roles include one of `roles` (an administrator
 * passes every check; no roles = any staff member). A buyer's session is no console session: 401.
 */
export function requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request) => {
    if (!request.staff) throw new BizError(Code.NOT_LOGGED_IN, STAFF_NOT_LOGGED_IN, 401);
    if (roles.length && !hasStaffRole(request.staff.roles, roles)) throw forbidden(STAFF_FORBIDDEN);
  };
  guards.add(guard);
  return guard;
}

/** The staff member a guarded route runs for. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new BizError(Code.NOT_LOGGED_IN, STAFF_NOT_LOGGED_IN, 401);
  return request.staff;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console route open without a session (login, logout); every other one must carry requireStaff. */
    staffPublic?: boolean;
  }
}

const isGuarded = (route: RouteOptions): boolean => {
  const handlers = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
  return handlers.some((h) => guards.has(h));
};

/** Refuses to start when a console route forgot its guard, so no /api/admin call is ever open by accident. */
export function enforceGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.staffPublic || isGuarded(route)) return;
    throw new Error(`${route.method} ${route.url}: 管理后台接口缺少 requireStaff 权限检查`);
  });
}
