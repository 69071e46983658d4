/**
 * Secrets pino blanks out wherever a log line carries them (a body or an account logged while
 * debugging): passwords, payment passwords, their hashes, session cookies and API keys (the
 * Authorization header, and the `secret` a new key is answered with) never reach a log.
 */
const SECRET_KEYS = [
  'password',
  'old_password',
  'pay_password',
  'payPassword',
  'passwordHash',
  'payPasswordHash',
  'cookie',
  'set-cookie',
  'authorization',
  'secret',
  // A manager's 身份证号 (the 委托书 of the 首营资料) is personal data, not something to debug with.
  'id_card_no',
  'idCardNo',
];

const member = (key: string) => (/^\w+$/.test(key) ? `.${key}` : `["${key}"]`);

/** The keys at the top of a line and up to three objects down (`{ body: { pay_password } }`, `req.headers.cookie`). */
export const LOG_REDACT_PATHS = SECRET_KEYS.flatMap((key) => [member(key).replace(/^\./, ''), `*${member(key)}`, `*.*${member(key)}`, `*.*.*${member(key)}`]);
