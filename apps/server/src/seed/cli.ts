// `npm run seed:demo -- --goods 100000`: seeds the demo into an empty database (embedded under DATA_DIR, or DATABASE_URL), production's too when asked.
import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seedIfEmpty } from './index.js';

const { values } = parseArgs({ options: { goods: { type: 'string' } } });
const config = loadDatabaseConfig();
const goods = values.goods ? Number(values.goods) : config.seedGoods;
if (!Number.isInteger(goods) || goods < 1 || goods > 1_000_000) {
  console.error('--goods 需为 1 到 1000000 之间的整数');
  process.exit(1);
}
const started = Date.now();
let seeded = false;
const database = await openDatabase(config, {
  prepare: async (db) => {
    seeded = await seedIfEmpty(db, { goods });
  },
});
await database.close();
console.log(seeded ? `已写入 ${goods} 个商品的演示数据，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒` : '数据库已有数据，未重复写入');
