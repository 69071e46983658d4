/** The checks every console picture upload answers to: brand logos, category icons, points-mall gifts. */
import { UPLOAD_MAX_BYTES } from '@yc/contracts';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { asStaff, auditRowsOf } from '../staff-fixtures.js';
import { fileForm, PNG } from './catalog-fixtures.js';

export interface PictureUpload {
  cookie: string;
  /** The upload's address, e.g. /api/admin/brands/3/logo. */
  url: string;
  /** The uploads folder kind and owner the stored address names. */
  kind: string;
  id: number;
  /** The picture's address as the row holds it. */
  read(): Promise<string>;
  /** Audit entity and action of the change, and the field its snapshots hold the address in. */
  entity: string;
  action: string;
  field: 'logo' | 'image';
}

/**
 * Refuses a file that is not a picture and one over the size limit (in Chinese, nothing changed),
 * then takes two PNGs: each is served and audited with the address before and after, and the second
 * removes the first one's file. Answers the address of the second (the one the row keeps).
 */
export async function expectPictureUploads(app: App, spec: PictureUpload): Promise<string> {
  const post = (form: FormData) =>
    asStaff(app, spec.cookie, { method: 'POST', url: spec.url, payload: form as unknown as Record<string, unknown> });
  const uploadAudits = async () => (await auditRowsOf(app, spec.entity, spec.id)).filter((r) => r.action === spec.action);
  const drawn = await spec.read();

  const notPicture = await post(fileForm('logo.png', 'MZ not a picture', 'image/png'));
  expect(notPicture.statusCode).toBe(422);
  expect(notPicture.json().msg).toBe('文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片');
  const tooLarge = await post(fileForm('big.png', Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]), 'image/png'));
  expect(tooLarge.statusCode).toBe(422);
  expect(tooLarge.json().msg).toBe(`文件大小不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`);
  expect(await spec.read()).toBe(drawn);
  expect(await uploadAudits()).toEqual([]);

  const urls: string[] = [];
  for (const name of ['first.png', 'second.png']) {
    const up = await post(fileForm(name, PNG, 'image/png'));
    expect(up.json()).toMatchObject({
      code: 10000,
      data: { url: expect.stringMatching(new RegExp(`^/api/img/upload/${spec.kind}/${spec.id}/[0-9a-f]{32}\\.png$`)) },
    });
    urls.push(up.json().data.url);
  }
  const [first, second] = urls;
  expect(await spec.read()).toBe(second);
  const served = await app.inject({ method: 'GET', url: second });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.rawPayload.equals(PNG)).toBe(true);
  expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

  const audits = await uploadAudits();
  expect(audits).toHaveLength(2);
  expect(audits[1]).toMatchObject({ before: { [spec.field]: drawn }, after: { [spec.field]: first } });
  expect(audits[0]).toMatchObject({ before: { [spec.field]: first }, after: { [spec.field]: second } });
  return second;
}
