import {
  Answer,
  Envelope,
  ForgetResetBody,
  ForgetVerifyBody,
  PhoneExists,
  PhoneParams,
  RegisterBody,
  Registered,
  ResetToken,
  SmsCodeBody,
  SmsCodeSent,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allCallersLimit } from '../../lib/all-callers-limit.js';
import { ok } from '../../lib/reply.js';
import { clearSessionCookie, setSessionCookie } from '../../lib/session-cookie.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import * as register from './service.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * /register, /register_dd and /forget: both registration flows call the same API. The calls that tell
 * whether a phone has a login are also limited across all addresses, against a walk over numbers.
 */
const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/sms_code',
    {
      schema: { body: SmsCodeBody, response: { 200: Answer(SmsCodeSent) } },
      config: perMinute(20),
      onRequest: allCallersLimit(app, 'sms-code', 60),
    },
    async (request) => {
      const sent = await register.sendSmsCode(app.db, request.body, request.auth, request.ip, request.log);
      return ok(sent, request.body.purpose === 'forget' ? register.FORGET_CODE_SENT : '验证码已发送');
    },
  );

  app.get(
    '/user/phone/:value',
    {
      schema: { params: PhoneParams, response: { 200: Envelope(PhoneExists) } },
      config: perMinute(60),
      onRequest: allCallersLimit(app, 'phone-check', 120),
    },
    async (request) => ok({ exists: (await register.phoneExists(app.db, request.params.value)) ? 1 : 0 }),
  );

  app.post(
    '/user/register',
    {
      schema: { body: RegisterBody, response: { 200: Envelope(Registered) } },
      config: perMinute(30),
      onRequest: allCallersLimit(app, 'register', 60),
    },
    async (request, reply) => {
      const { sessionId, expiresAt, accountId, storeId } = await register.register(app.db, request.body);
      setSessionCookie(request, reply, { name: SESSION_COOKIE, value: sessionId, expires: expiresAt });
      return ok({ account_id: accountId, store_id: storeId }, '注册成功');
    },
  );

  app.post(
    '/user/forget/verify',
    {
      schema: { body: ForgetVerifyBody, response: { 200: Envelope(ResetToken) } },
      config: perMinute(30),
      onRequest: allCallersLimit(app, 'forget-verify', 60),
    },
    async (request) => ok(await register.forgetVerify(app.db, request.body), '验证成功'),
  );

  // The spec's POST api/user/resetPassword {password}, with the token of the verify step: the code sent
  // to the login's phone is the proof, for a forgotten password and for a change from /basic alike.
  app.post(
    '/user/resetPassword',
    { schema: { body: ForgetResetBody, response: { 200: Answer(z.null()) } }, config: perMinute(30) },
    async (request, reply) => {
      await register.forgetReset(app.db, request.body);
      clearSessionCookie(reply, { name: SESSION_COOKIE });
      return ok(null, '密码重置成功，请重新登录');
    },
  );
};

export default registerRoutes;
