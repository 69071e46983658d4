// `npm run admin:create -- --username NAME [--name 显示名] [--generate]`: the first administrator, its password piped in, typed twice unseen, or generated.
import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { errorText } from '../db/error-text.js';
import { BizError, refuse } from '../lib/errors.js';
import { createAdmin, generatePassword } from './admin-account.js';

const USAGE = '用法: npm run admin:create -- --username 用户名 [--name 姓名] [--generate]（密码从标准输入读取，或在终端输入两次）';

/** What is typed, not shown: the terminal in raw mode, each key read until Enter. */
function askUnseen(question: string): Promise<string> {
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let typed = '';
    const onKey = (keys: string) => {
      for (const key of keys) {
        if (key === '\u0003') process.exit(130);
        if (key === '\r' || key === '\n') {
          stdin.off('data', onKey);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          return resolve(typed);
        }
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key;
      }
    };
    stdin.on('data', onKey);
  });
}

/** The first line of what was piped in (`echo … |`, a secret file), or the password typed twice at a terminal. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let piped = '';
    for await (const chunk of process.stdin) piped += String(chunk);
    return piped.split(/\r?\n/)[0];
  }
  const first = await askUnseen('请输入管理员密码: ');
  if ((await askUnseen('请再次输入密码: ')) !== first) throw refuse('两次输入的密码不一致');
  return first;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { username: { type: 'string' }, name: { type: 'string' }, generate: { type: 'boolean' } } });
  if (!values.username) {
    console.error(USAGE);
    return 2;
  }
  const generated = values.generate ? generatePassword() : undefined;
  const password = generated ?? (await readPassword());
  const database = await openDatabase(loadDatabaseConfig(), { poolSize: 2, migrate: false });
  try {
    await createAdmin(database.db, { username: values.username, name: values.name ?? '管理员', password, mustChange: generated !== undefined });
  } finally {
    await database.close();
  }
  console.log(`已创建管理员 ${values.username}`);
  if (generated) console.log(`初始密码（只显示这一次）: ${generated}\n首次登录须设置新密码`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(`创建管理员失败: ${err instanceof BizError ? err.message : errorText(err)}`);
    process.exitCode = 1;
  },
);
