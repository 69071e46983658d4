/**
 * Secrets pino blanks out wherever a log line carries them (a body or an account logged while
 * debugging): passwords, payment passwords, their hashes and session cookies never reach a log.
 */
const SECRET_KEYS = ['password', 'old_password', 'pay_password', 'payPassword', 'passwordHash', 'payPasswordHash', 'cookie', 'set-cookie'];

const member = (key: string) => (/^\w+$/.test(key) ? `.${key}` : `["${key}"]`);

/** The keys at the top of a line and up to three objects down (`{ body: { pay_password } }`, `req.headers.cookie`). */
export const LOG_REDACT_PATHS = SECRET_KEYS.flatMap((key) => [member(key).replace(/^\./, ''), `*${member(key)}`, `*.*${member(key)}`, `*.*.*${member(key)}`]);
