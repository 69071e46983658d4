/** The demo's SMS gateway: each message appended to a file as a JSON line (DATA_DIR/sms-outbox.log), never to the log. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SIGN_NAME, smsText, type SmsSender } from '../sms.js';

export function outboxSmsSender(file: string): SmsSender {
  let folder: Promise<unknown> | undefined;
  return {
    async send(m, log) {
      await (folder ??= fs.mkdir(path.dirname(file), { recursive: true }));
      const line = { at: new Date().toISOString(), phone: m.phone, kind: m.kind, params: m.params, text: `【${DEMO_SIGN_NAME}】${smsText(m)}` };
      await fs.appendFile(file, `${JSON.stringify(line)}\n`);
      // Where to read it, not what it says: a code in the log would reach whoever reads logs.
      log.info({ kind: m.kind, outbox: file }, 'SMS written to the dev outbox');
    },
  };
}
