/**
 * A backup's manifest: when and from what it was made, and every file with its size and SHA-256, so a
 * restore checks the whole backup before it touches anything. It holds no secret: no password, no URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { refuse } from '../../lib/errors.js';
import { hashFile, type FileEntry } from './files.js';

export const MANIFEST_FILE = 'manifest.json';

const Manifest = z.object({
  format: z.literal('yc-backup/1'),
  createdAt: z.iso.datetime(),
  /** The commit of the code that made it, when the store runs from a git checkout. */
  commit: z.string().optional(),
  database: z.object({
    /** embedded: the whole cluster as a base backup (pg/); external: a pg_dump of the database (database.dump). */
    kind: z.enum(['embedded', 'external']),
    /** host:port/name, never the credentials. */
    name: z.string(),
    serverVersion: z.string(),
  }),
  totalBytes: z.number().int().min(0),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof Manifest>;

export function writeManifest(dir: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** Every file below `dir` but the manifest, relative and `/`-separated. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => p !== MANIFEST_FILE);
}

/** The manifest of a complete, untouched backup; refuses, naming the first difference, when a file is missing, added, resized or changed. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw refuse(`${dir} 不是商城备份：缺少或无法读取 ${MANIFEST_FILE}`);
  }
  const parsed = Manifest.safeParse(raw);
  if (!parsed.success) throw refuse(`备份清单 ${MANIFEST_FILE} 格式不正确`);
  const manifest = parsed.data;
  const listed = new Map<string, FileEntry>(manifest.files.map((f) => [f.path, f]));
  const extra = filesUnder(dir).find((p) => !listed.has(p));
  if (extra) throw refuse(`备份校验失败：清单中没有文件 ${extra}，备份可能被改动`);
  for (const f of manifest.files) {
    const file = path.join(dir, ...f.path.split('/'));
    const size = fs.statSync(file, { throwIfNoEntry: false })?.size;
    if (size === undefined) throw refuse(`备份校验失败：缺少文件 ${f.path}`);
    if (size !== f.bytes || (await hashFile(file)) !== f.sha256)
      throw refuse(`备份校验失败：文件 ${f.path} 的校验和不符，备份已损坏或被改动`);
  }
  return manifest;
}
