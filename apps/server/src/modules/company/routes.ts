import {
  AcceptedInvite,
  AcceptInviteBody,
  Answer,
  ApprovalList,
  ApprovalParams,
  CompanyLogPage,
  CompanyOverview,
  CompanySettingsBody,
  CompanyView,
  Envelope,
  InviteChoice,
  InviteCodeBody,
  InviteMemberBody,
  Refused,
  MemberParams,
  MyRoles,
  ORDER_STATUS_TEXT,
  PageQuery,
  RejectBody,
  SetLimitsBody,
  SetRolesBody,
  SmsCodeSent,
  StoreApprovalBody,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allCallersLimit } from '../../lib/all-callers-limit.js';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { decide, listApprovals } from './approvals.js';
import * as invites from './invites.js';
import { companyOverview } from './overview.js';
import * as company from './service.js';

const Decided = z.object({ id: z.number().int(), status: z.string(), status_text: z.string() });
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Company accounts (issue 19); which role may call each is plugins/permissions.ts. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/company/me', { schema: { response: { 200: Answer(MyRoles) } } }, async (request) =>
    ok(await company.myRoles(app.db, requireAuth(request))),
  );

  app.get('/company', { schema: { response: { 200: Answer(CompanyView) } } }, async (request) =>
    ok(await company.companyView(app.db, requireAuth(request))),
  );

  app.get('/company/overview', { schema: { response: { 200: Answer(CompanyOverview) } } }, async (request) =>
    ok(await companyOverview(app.db, requireAuth(request))),
  );

  app.get('/company/log', { schema: { querystring: PageQuery, response: { 200: Answer(CompanyLogPage) } } }, async (request) =>
    ok(await company.companyLog(app.db, requireAuth(request), request.query)),
  );

  app.post(
    '/company/members/invite',
    { schema: { body: InviteMemberBody, response: { 200: Answer(SmsCodeSent) } }, config: perMinute(30) },
    async (request) => ok(await invites.inviteMember(app.db, requireAuth(request), request.body, request.ip, request.log), '邀请已发送'),
  );

  app.post(
    '/company/invite/code',
    // Also limited across all addresses: the answer is alike for any phone, a walk over numbers still costs codes.
    {
      schema: { body: InviteCodeBody, response: { 200: Answer(SmsCodeSent) } },
      config: perMinute(10),
      onRequest: allCallersLimit(app, 'invite-code', 30),
    },
    async (request) =>
      ok(await invites.resendInviteCode(app.db, request.body, request.ip, request.log), '若该手机号有待接受的企业邀请，验证码已发送'),
  );

  app.post(
    '/company/invite/accept',
    {
      schema: { body: AcceptInviteBody, response: { 200: z.union([Envelope(AcceptedInvite), Envelope(InviteChoice), Refused]) } },
      config: perMinute(30),
      onRequest: allCallersLimit(app, 'invite-accept', 60),
    },
    async (request) => {
      const joined = await invites.acceptInvite(app.db, request.body);
      return ok(joined, `已加入${joined.company}，请登录`);
    },
  );

  app.post(
    '/company/members/:id/roles',
    { schema: { params: MemberParams, body: SetRolesBody, response: { 200: Answer(z.null()) } } },
    async (request) => {
      await company.setRoles(app.db, requireAuth(request), request.params.id, request.body);
      return ok(null, '角色已更新');
    },
  );

  app.post(
    '/company/members/:id/limits',
    { schema: { params: MemberParams, body: SetLimitsBody, response: { 200: Answer(z.null()) } } },
    async (request) => {
      await company.setLimits(app.db, requireAuth(request), request.params.id, request.body);
      return ok(null, '限额已更新');
    },
  );

  for (const [path, disabled] of [
    ['/company/members/:id/disable', true],
    ['/company/members/:id/enable', false],
  ] as const) {
    app.post(path, { schema: { params: MemberParams, response: { 200: Answer(z.null()) } } }, async (request) => {
      await company.setMemberDisabled(app.db, requireAuth(request), request.params.id, disabled);
      return ok(null, disabled ? '成员已停用' : '成员已启用');
    });
  }

  app.post('/company/settings', { schema: { body: CompanySettingsBody, response: { 200: Answer(z.null()) } } }, async (request) => {
    await company.updateSettings(app.db, requireAuth(request), request.body);
    return ok(null, '设置已保存');
  });

  app.post('/company/stores/approval', { schema: { body: StoreApprovalBody, response: { 200: Answer(z.null()) } } }, async (request) => {
    await company.setStoreApproval(app.db, requireAuth(request), request.body);
    return ok(null, '设置已保存');
  });

  app.get('/company/approvals', { schema: { response: { 200: Answer(ApprovalList) } } }, async (request) =>
    ok(await listApprovals(app.db, requireAuth(request))),
  );

  app.post(
    '/company/approvals/:id/approve',
    { schema: { params: ApprovalParams, response: { 200: Answer(Decided) } } },
    async (request) => {
      const status = await decide(app.db, requireAuth(request), request.params.id, { approve: true });
      return ok({ id: request.params.id, status, status_text: ORDER_STATUS_TEXT[status] }, '已审批通过');
    },
  );

  app.post(
    '/company/approvals/:id/reject',
    { schema: { params: ApprovalParams, body: RejectBody, response: { 200: Answer(Decided) } } },
    async (request) => {
      const status = await decide(app.db, requireAuth(request), request.params.id, { approve: false, reason: request.body.reason });
      return ok({ id: request.params.id, status, status_text: ORDER_STATUS_TEXT[status] }, '已驳回');
    },
  );
};

export default companyRoutes;
