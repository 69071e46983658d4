// `npm run ops -- <command> [args]`: the operator's commands until the console exists, over the same services the API uses.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { openDatabase } from '../db/database.js';
import { fenToYuan, formatYuan } from '@yc/contracts';
import { BizError, refuse } from '../lib/errors.js';
import { wireDomains } from '../wiring.js';
import type { Actor } from '../lib/process.js';
import { approveRequest, rejectRequest } from '../modules/after-sales/review.js';
import {
  autoCompleteOrders,
  AUTO_COMPLETE_DAYS,
  completeOrder,
  deliverOrder,
  resolveOrder,
  shipOrder,
} from '../modules/fulfilment/service.js';
import { approveStore, listPendingStores, rejectStore } from '../modules/fulfilment/stores.js';
import { acceptReceipt } from '../modules/hm-receipt/service.js';

export interface OpsContext {
  db: Db;
  out: (line: string) => void;
}

interface Command {
  usage: string;
  summary: string;
  /** Arguments required before the command may run. */
  needs: number;
  run(ctx: OpsContext, args: string[]): Promise<void>;
}

/** Moves made from the command line are the operator's, written as the system's ops. */
const OPS: Actor = { kind: 'system', what: 'ops' };

const positiveInt = (v: string, what: string) => {
  if (!/^\d{1,9}$/.test(v) || Number(v) === 0) throw refuse(`${what}不正确：${v}`);
  return Number(v);
};

/** A command on the order named by its first argument (order number or id); `act` answers the line printed. */
const onOrder = (usage: string, summary: string, needs: number, act: (db: Db, id: number, args: string[]) => Promise<string>): Command => ({
  usage,
  summary,
  needs,
  async run({ db, out }, [ref, ...args]) {
    out(await act(db, await resolveOrder(db, ref), args));
  },
});

const COMMANDS = new Map<string, Command>(
  Object.entries({
    'list-pending-stores': {
      usage: 'list-pending-stores',
      summary: '列出等待资质审核的门店',
      needs: 0,
      async run({ db, out }) {
        const stores = await listPendingStores(db);
        if (!stores.length) return out('没有等待审核的门店');
        for (const s of stores) {
          out(
            `#${s.id} ${s.company} 联系人 ${s.contactName} ${s.contactPhone} ${s.province} 待审证件${s.documents}份 注册于${s.createdAt.toISOString().slice(0, 10)}`,
          );
        }
      },
    },
    'approve-store': {
      usage: 'approve-store <门店编号|手机号>',
      summary: '资质审核通过，并给门店发消息',
      needs: 1,
      async run({ db, out }, [ref]) {
        const store = await approveStore(db, ref);
        out(`门店 #${store.id}「${store.company}」资质审核已通过`);
      },
    },
    'reject-store': {
      usage: 'reject-store <门店编号|手机号> <原因>',
      summary: '资质审核驳回，并把原因发给门店',
      needs: 2,
      async run({ db, out }, [ref, ...reason]) {
        const store = await rejectStore(db, ref, reason.join(' '));
        out(`门店 #${store.id}「${store.company}」资质审核已驳回`);
      },
    },
    'ship-order': onOrder('ship-order <订单号|订单编号> <承运商> <运单号>', '待发货 → 已发货', 3, async (db, id, [carrier, trackingNo]) => {
      await shipOrder(db, id, carrier, trackingNo, OPS);
      return `订单 #${id} 已发货，承运商 ${carrier}，运单号 ${trackingNo}`;
    }),
    'deliver-order': onOrder('deliver-order <订单号|订单编号>', '标记已送达', 1, async (db, id) => {
      await deliverOrder(db, id, OPS);
      return `订单 #${id} 已送达`;
    }),
    'complete-order': onOrder('complete-order <订单号|订单编号>', '已发货 → 已完成（积分与电子发票随之发放）', 1, async (db, id) => {
      const done = await completeOrder(db, id, OPS);
      return `订单 #${id} 已完成，奖励积分 ${done.points}，电子发票 ${done.invoiceNo}`;
    }),
    'auto-complete': {
      usage: `auto-complete [天数，默认${AUTO_COMPLETE_DAYS}]`,
      summary: '完成发货超过指定天数仍未确认收货的订单',
      needs: 0,
      async run({ db, out }, [days]) {
        const n = await autoCompleteOrders(db, days === undefined ? AUTO_COMPLETE_DAYS : positiveInt(days, '天数'));
        out(`已自动完成 ${n} 笔订单`);
      },
    },
    'approve-return': {
      usage: 'approve-return <申请编号> [备注]',
      summary: '同意退货/售后申请并原路退款（退货商品入库）',
      needs: 1,
      async run({ db, out }, [id, ...note]) {
        const d = await approveRequest(db, positiveInt(id, '申请编号'), OPS, note.length ? note.join(' ') : undefined);
        out(`申请 #${d.id} 已同意，退款 ¥${formatYuan(fenToYuan(d.refunded))}${d.pointsBack > 0 ? `，扣回积分 ${d.pointsBack}` : ''}`);
      },
    },
    'reject-return': {
      usage: 'reject-return <申请编号> <原因>',
      summary: '拒绝退货/售后申请',
      needs: 2,
      async run({ db, out }, [id, ...reason]) {
        const d = await rejectRequest(db, positiveInt(id, '申请编号'), OPS, reason.join(' '));
        out(`申请 #${d.id} 已拒绝`);
      },
    },
    'approve-receipt': onOrder('approve-receipt <订单号|订单编号>', '含麻订单签收回执审核通过', 1, async (db, id) => {
      await acceptReceipt(db, id, OPS);
      return `订单 #${id} 的签收回执已审核通过`;
    }),
  } satisfies Record<string, Command>),
);

type Out = OpsContext['out'];

/** The command asked for and its arguments; else the usage is printed and the exit code answered (0 for help, 2 for a wrong line). */
function parse(argv: readonly string[], out: Out): { command: Command; args: string[] } | number {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS.get(name);
  if (command && args.length >= command.needs) return { command, args };
  if (name !== undefined && name !== 'help') out(command ? `参数不足: ${command.usage}` : `未知命令: ${name}`);
  out('用法: npm run ops -- <命令> [参数]');
  for (const c of COMMANDS.values()) out(`  ${c.usage.padEnd(48)} ${c.summary}`);
  return name === undefined || name === 'help' ? 0 : 2;
}

async function execute({ command, args }: { command: Command; args: string[] }, ctx: OpsContext): Promise<number> {
  // Shipping and completing orders from here runs the same subscribers as the console does.
  wireDomains();
  try {
    await command.run(ctx, args);
    return 0;
  } catch (err) {
    if (!(err instanceof BizError)) throw err;
    ctx.out(`失败: ${err.message}`);
    return 1;
  }
}

/** Runs one command line; answers the exit code: 0 done, 1 refused (the reason printed), 2 a wrong command line. */
export async function run(argv: readonly string[], ctx: OpsContext): Promise<number> {
  const parsed = parse(argv, ctx.out);
  return typeof parsed === 'number' ? parsed : execute(parsed, ctx);
}

async function main(): Promise<void> {
  const out: Out = (line) => console.log(line);
  const parsed = parse(process.argv.slice(2), out);
  if (typeof parsed === 'number') {
    process.exitCode = parsed;
    return;
  }
  // The embedded database serves one process per data directory: with it, stop the server first (or use DATABASE_URL).
  const database = await openDatabase(loadConfig(), { poolSize: 2 });
  try {
    process.exitCode = await execute(parsed, { db: database.db, out });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
