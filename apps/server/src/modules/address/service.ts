/**
 * Delivery addresses of the session's store (/zhzx/addr, checkout step 2). A store has one default
 * at most: its first address becomes it, and deleting the default passes it to the newest left.
 * Changes run under the store's row lock so two at once cannot leave two defaults.
 */
import { ADDRESS_LIMIT, type AddressBody, type AddressList, type AddressView } from '@yc/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import * as q from './queries.js';

const MISSING = '收货地址';

/** The delivery address as an order keeps it, whatever happens to the address book later. */
export const orderAddress = (a: q.AddressRow) => ({
  consignee: a.consignee,
  phone: a.phone,
  province: a.province,
  city: a.city,
  district: a.district,
  detail: a.detail,
});

export const addressView = (a: q.AddressRow): AddressView => ({
  id: a.id,
  ...orderAddress(a),
  full_address: `${a.province}${a.city}${a.district}${a.detail}`,
  is_default: a.isDefault ? 1 : 0,
});

const fieldsOf = ({ consignee, phone, province, city, district, detail }: AddressBody): q.AddressFields => ({
  consignee,
  phone,
  province,
  city,
  district,
  detail,
});

export async function listAddresses(db: Db, auth: AuthContext): Promise<AddressList> {
  return (await q.storeAddresses(db, auth.storeId)).map(addressView);
}

/** Runs a change under the store's lock and answers the address as it then stands. */
async function change(db: Db, auth: AuthContext, work: (tx: Tx) => Promise<number>): Promise<AddressView> {
  return db.transaction(async (tx) => {
    await lockStore(tx, auth.storeId);
    const id = await work(tx);
    const row = await q.findAddress(tx, auth.storeId, id);
    if (!row) throw notFound(MISSING);
    return addressView(row);
  });
}

async function ownAddress(tx: Tx, auth: AuthContext, id: number): Promise<q.AddressRow> {
  const row = await q.findAddress(tx, auth.storeId, id);
  if (!row) throw notFound(MISSING);
  return row;
}

export const createAddress = (db: Db, auth: AuthContext, body: AddressBody) =>
  change(db, auth, async (tx) => {
    const existing = await q.countAddresses(tx, auth.storeId);
    if (existing >= ADDRESS_LIMIT) throw refuse(`最多保存${ADDRESS_LIMIT}个收货地址`);
    const row = await q.insertAddress(tx, auth.storeId, fieldsOf(body));
    if (existing === 0 || body.is_default === 1) await q.makeDefault(tx, auth.storeId, row.id);
    return row.id;
  });

/** is_default 1 makes it the default; 0 leaves the default where it is (use another address's default call to move it). */
export const updateAddress = (db: Db, auth: AuthContext, id: number, body: AddressBody) =>
  change(db, auth, async (tx) => {
    await ownAddress(tx, auth, id);
    await q.updateAddress(tx, auth.storeId, id, fieldsOf(body));
    if (body.is_default === 1) await q.makeDefault(tx, auth.storeId, id);
    return id;
  });

export const setDefaultAddress = (db: Db, auth: AuthContext, id: number) =>
  change(db, auth, async (tx) => {
    await ownAddress(tx, auth, id);
    await q.makeDefault(tx, auth.storeId, id);
    return id;
  });

export async function deleteAddress(db: Db, auth: AuthContext, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await lockStore(tx, auth.storeId);
    const row = await ownAddress(tx, auth, id);
    await q.deleteAddress(tx, auth.storeId, id);
    const [next] = await q.storeAddresses(tx, auth.storeId);
    if (row.isDefault && next) await q.makeDefault(tx, auth.storeId, next.id);
  });
  return { id };
}

/** The address an order goes to: the one asked for (the store's only), else the default, else the newest. */
export async function deliveryAddress(db: DbOrTx, auth: AuthContext, id: number | undefined): Promise<q.AddressRow | undefined> {
  if (id !== undefined) {
    const row = await q.findAddress(db, auth.storeId, id);
    if (!row) throw notFound(MISSING);
    return row;
  }
  const [first] = await q.storeAddresses(db, auth.storeId);
  return first;
}
