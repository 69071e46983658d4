/** The scan that blanks secrets in a finished log line: every shape a value takes, at any depth, and nothing else. */
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { LOG_OPTIONS, redactSecrets } from '../../src/lib/log-redact.js';

/** What pino writes for `obj`, through the store's options. */
function logged(obj: object, msg = 'line'): Record<string, unknown> {
  const lines: string[] = [];
  pino({ ...LOG_OPTIONS, base: null, timestamp: false }, { write: (l: string) => void lines.push(l) }).info(obj, msg);
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]) as Record<string, unknown>;
}

it('blanks a secret whatever its value is: a string with quotes, a number, an object, an array, null', () => {
  expect(
    logged({
      password: 'a"b\\",c}',
      pay_password: 258013,
      body: { payPassword: { first: '1', again: ['2', { x: 3 }] }, keep: 'kept' },
      headers: { 'set-cookie': ['yc_sid=1; HttpOnly', 'b=2'], cookie: null, host: 'shop' },
    }),
  ).toEqual({
    level: 30,
    msg: 'line',
    password: '[Redacted]',
    pay_password: '[Redacted]',
    body: { payPassword: '[Redacted]', keep: 'kept' },
    headers: { 'set-cookie': '[Redacted]', cookie: '[Redacted]', host: 'shop' },
  });
});

it('reaches any depth and the bindings of a child', () => {
  const lines: string[] = [];
  const child = pino({ ...LOG_OPTIONS, base: null, timestamp: false }, { write: (l: string) => void lines.push(l) }).child({
    user: { secret: 'yc_live_abc' },
  });
  child.info({ a: { b: { c: { d: { idCardNo: '110105198806120036' } } } } }, 'deep');
  expect(JSON.parse(lines[0])).toEqual({
    level: 30,
    user: { secret: '[Redacted]' },
    a: { b: { c: { d: { idCardNo: '[Redacted]' } } } },
    msg: 'deep',
  });
});

it('leaves a line without a secret key as it is, even when a value or the message names one', () => {
  const line = '{"level":30,"msg":"the \\"password\\": field is wrong","note":"password","url":"/api/user/login?password"}\n';
  expect(redactSecrets(line)).toBe(line);
  expect(logged({ hint: 'secret:', passwords: 'kept' }, 'password: 123')).toEqual({
    level: 30,
    hint: 'secret:',
    passwords: 'kept',
    msg: 'password: 123',
  });
});
