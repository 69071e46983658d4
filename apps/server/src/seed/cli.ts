// `npm run seed:demo -- --goods 100000 --history-days 60`: seeds the demo into an empty database (embedded under DATA_DIR, or DATABASE_URL),
// production's too when asked; with its history of orders (SEED_HISTORY_DAYS, 0 for none) written through the store's services.
import { parseArgs } from 'node:util';
import { loadConfig, loadDatabaseConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seedDemoHistory } from './history/index.js';
import { seedIfEmpty } from './index.js';

const { values } = parseArgs({ options: { goods: { type: 'string' }, 'history-days': { type: 'string' } } });
const config = loadDatabaseConfig();
const historyDays = values['history-days'] !== undefined ? Number(values['history-days']) : loadConfig().seedHistoryDays;
const goods = values.goods ? Number(values.goods) : config.seedGoods;
if (!Number.isInteger(goods) || goods < 1 || goods > 1_000_000) {
  console.error('--goods 需为 1 到 1000000 之间的整数');
  process.exit(1);
}
if (!Number.isInteger(historyDays) || historyDays < 0 || historyDays > 365) {
  console.error('--history-days 需为 0 到 365 之间的整数');
  process.exit(1);
}
const started = Date.now();
let seeded = false;
let orders = 0;
let historySeconds = 0;
const database = await openDatabase(config, {
  prepare: async (db) => {
    seeded = await seedIfEmpty(db, { goods });
    if (seeded && historyDays > 0) ({ orders, seconds: historySeconds } = await seedDemoHistory(db, loadConfig(), historyDays));
  },
});
await database.close();
const history = orders > 0 ? `及 ${historyDays} 天的 ${orders} 笔订单（历史用时 ${historySeconds.toFixed(1)} 秒）` : '';
console.log(
  seeded
    ? `已写入 ${goods} 个商品的演示数据${history}，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`
    : '数据库已有数据，未重复写入',
);
