import { adminCall } from '../admin-call.js';

export const calls = [
  adminCall({ name: 'GET /api/admin/me', roles: [], request: () => ({ method: 'GET', url: '/api/admin/me' }) }),
  adminCall({ name: 'GET /api/admin/audit', roles: ['admin'], request: () => ({ method: 'GET', url: '/api/admin/audit' }) }),
];
