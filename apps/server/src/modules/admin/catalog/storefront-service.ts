/**
 * What the storefront shows around the goods: the header nav, banners and ad slots (the slots of
 * GET /api/focus/{key}, drawn from their texts unless a picture was uploaded), and hot searches.
 * The storefront reads these rows on every request, so a change shows at once.
 */
import type { AdminAd, AdminAdBody, AdminAdSlot, AdminHotSearchBody, AdminNavBody, AdminNavNode } from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { ads } from '../../../db/schema/index.js';
import { FieldError, refuse } from '../../../lib/errors.js';
import { floorAdSlots, pageAdSlots, type AdSlot } from '../../content/ad-slots.js';
import { buildTree } from '../../content/service.js';
import { DRAW_AD_SLOT } from '../../draw/service.js';
import type { CheckedUpload } from '../../../lib/uploads/kinds.js';
import { claimPublicUpload, isPublicUpload, removePublicUpload, replacePublicUpload, savePublicUpload } from '../../images/uploads.js';
import type { Actor } from '../shared/audit.js';
import { rowWrites } from '../shared/row-writes.js';
import { staffUploader } from './uploads.js';
import * as q from './storefront-queries.js';

const navRows = rowWrites({
  entity: 'nav',
  label: '导航',
  find: q.navById,
  view: (n: NonNullable<Awaited<ReturnType<typeof q.navById>>>) => ({
    name: n.name,
    url: n.url,
    image: n.image,
    is_open: n.isOpen,
    sort: n.sort,
    parent_id: n.parentId,
  }),
});

export async function navTree(db: Db): Promise<AdminNavNode[]> {
  return buildTree(await q.allNav(db), (n): AdminNavNode => ({
    id: n.id,
    name: n.name,
    url: n.url,
    image: n.image,
    is_open: n.isOpen,
    sort: n.sort,
    children: [],
  }));
}

async function navParent(tx: Tx, parentId: number | undefined, self: number | null): Promise<number | null> {
  if (parentId === undefined) return null;
  const parent = await q.navById(tx, parentId);
  // The header shows two levels: a parent must be a top-level item, and never the item itself.
  if (!parent || parent.parentId !== null || parent.id === self) throw new FieldError('parent_id', '上级导航须为一级导航');
  return parent.id;
}

const navColumns = (body: AdminNavBody, parentId: number | null) => ({
  name: body.name,
  url: body.url,
  image: body.image,
  isOpen: body.is_open,
  sort: body.sort,
  parentId,
});

export const createNav = (db: Db, staff: Actor, body: AdminNavBody) =>
  navRows.create(db, staff, async (tx) => q.insertNav(tx, navColumns(body, await navParent(tx, body.parent_id, null))));

export async function updateNav(db: Db, staff: Actor, id: number, body: AdminNavBody): Promise<void> {
  await navRows.update(db, staff, id, async (tx) => {
    const parentId = await navParent(tx, body.parent_id, id);
    if (parentId !== null && (await q.navChildren(tx, id)) > 0) throw new FieldError('parent_id', '该导航有下级导航，不能再放到其他导航下');
    await q.updateNav(tx, id, navColumns(body, parentId));
  });
}

export async function deleteNav(db: Db, staff: Actor, id: number): Promise<void> {
  await navRows.remove(db, staff, id, async (tx) => {
    if ((await q.navChildren(tx, id)) > 0) throw refuse('请先删除该导航的下级导航');
    await q.deleteNav(tx, id);
  });
}

type AdRow = typeof ads.$inferSelect;

/** Every slot of the storefront with its picture size: the pages', the floors', and the draw's banners. */
const AD_SLOTS: readonly AdSlot[] = [...pageAdSlots, ...floorAdSlots, { key: DRAW_AD_SLOT, name: '抽奖页横幅', width: 600, height: 120 }];

const slotOf = (key: string) => AD_SLOTS.find((s) => s.key === key);
/** The drawn picture's address carries the row id (as the seed writes it). */
const drawnAd = (id: number) => `/api/img/ad/${id}.svg`;

export async function adSlots(db: Db): Promise<AdminAdSlot[]> {
  const counts = new Map((await q.adCounts(db)).map((c) => [c.slot, c.n]));
  return AD_SLOTS.map((s) => ({ ...s, count: counts.get(s.key) ?? 0 }));
}

const adView = (a: AdRow): AdminAd => ({
  id: a.id,
  slot: a.slot,
  title: a.title,
  subtitle: a.subtitle,
  color: a.color,
  width: a.width,
  height: a.height,
  image: a.image,
  uploaded: isPublicUpload(a.image) ? 1 : 0,
  url: a.url,
  sort: a.sort,
});

const adRows = rowWrites({
  entity: 'ad',
  label: '广告',
  find: q.adById,
  view: (a: AdRow) => ({ slot: a.slot, title: a.title, subtitle: a.subtitle, color: a.color, image: a.image, url: a.url, sort: a.sort }),
});

export const listAds = async (db: Db, slot: string): Promise<AdminAd[]> => (await q.adsOfSlot(db, slot)).map(adView);

const adColumns = (body: AdminAdBody) => ({
  slot: body.slot,
  title: body.title,
  subtitle: body.subtitle,
  color: body.color,
  url: body.url,
  sort: body.sort,
});

function knownSlot(key: string) {
  const slot = slotOf(key);
  if (!slot) throw new FieldError('slot', '广告位不存在');
  return slot;
}

export const createAd = (db: Db, staff: Actor, body: AdminAdBody) =>
  adRows.create(db, staff, async (tx) => {
    const slot = knownSlot(body.slot);
    const id = await q.insertAd(tx, { ...adColumns(body), width: slot.width, height: slot.height, image: '' });
    await q.updateAd(tx, id, { image: drawnAd(id) });
    return id;
  });

export async function updateAd(db: Db, staff: Actor, id: number, body: AdminAdBody): Promise<void> {
  await adRows.update(db, staff, id, async (tx, ad) => {
    const slot = knownSlot(body.slot);
    await q.updateAd(tx, id, {
      ...adColumns(body),
      width: ad.slot === body.slot ? ad.width : slot.width,
      height: ad.slot === body.slot ? ad.height : slot.height,
    });
  });
}

export async function deleteAd(db: Db, dataDir: string, staff: Actor, id: number): Promise<void> {
  const ad = await adRows.remove(db, staff, id, (tx) => q.deleteAd(tx, id));
  await removePublicUpload(db, dataDir, ad.image);
}

/** An uploaded picture replaces the drawn one; the picture it replaces is removed once the change is in. */
export async function setAdPicture(
  db: Db,
  dataDir: string,
  staff: Actor,
  id: number,
  file: CheckedUpload | null,
): Promise<void> {
  await adRows.existing(db, id);
  const url = file ? await savePublicUpload(db, dataDir, staffUploader(staff), 'ad', id, file) : drawnAd(id);
  await replacePublicUpload(db, dataDir, url, () =>
    adRows.update(
      db,
      staff,
      id,
      async (tx, ad) => {
        await q.updateAd(tx, id, { image: url });
        await claimPublicUpload(tx, url);
        return ad.image;
      },
      file ? 'picture' : 'picture_reset',
    ),
  );
}

const hotRows = rowWrites({
  entity: 'hot_search',
  label: '热搜词',
  find: q.hotSearchById,
  view: (h: NonNullable<Awaited<ReturnType<typeof q.hotSearchById>>>) => ({ keyword: h.keyword, sort: h.sort }),
});

export const listHotSearches = async (db: Db) => (await q.allHotSearches(db)).map((h) => ({ id: h.id, keyword: h.keyword, sort: h.sort }));
export const createHotSearch = (db: Db, staff: Actor, body: AdminHotSearchBody) =>
  hotRows.create(db, staff, (tx) => q.insertHotSearch(tx, body));
export const updateHotSearch = (db: Db, staff: Actor, id: number, body: AdminHotSearchBody) =>
  hotRows.update(db, staff, id, (tx) => q.updateHotSearch(tx, id, body));
export const deleteHotSearch = (db: Db, staff: Actor, id: number) => hotRows.remove(db, staff, id, (tx) => q.deleteHotSearch(tx, id));
