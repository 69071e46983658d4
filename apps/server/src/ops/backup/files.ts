/** Copying a directory tree into a backup and back, each file's SHA-256 taken as it is copied. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileEntry {
  /** Relative to the backup's folder, with `/`. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface CopyRules {
  /** Left out altogether (relative path from the tree's root, `/`-separated). */
  skip?: (relative: string) => boolean;
  /** A directory kept empty: the server needs it there, not what it holds. */
  emptied?: (relative: string) => boolean;
}

const gone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files up to this size are read whole: a cluster is mostly 8 kB files, where a stream per file costs more than the copy. */
const WHOLE_BELOW = 4 * 1024 * 1024;

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Copies one file, answering its size and SHA-256; undefined when it went away before it was opened (a live cluster drops files). */
export async function copyFile(from: string, to: string): Promise<{ bytes: number; sha256: string } | undefined> {
  let source: fs.promises.FileHandle;
  try {
    source = await fs.promises.open(from, 'r');
  } catch (err) {
    if (gone(err)) return undefined;
    throw err;
  }
  try {
    if ((await source.stat()).size < WHOLE_BELOW) {
      const data = await source.readFile();
      await fs.promises.writeFile(to, data, { mode: 0o600 });
      return { bytes: data.length, sha256: sha256(data) };
    }
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // Read to its end whatever it grew to meanwhile: the WAL replay makes a torn copy whole.
    await pipeline(source.createReadStream({ autoClose: false }), counted, fs.createWriteStream(to, { mode: 0o600 }));
    return { bytes, sha256: hash.digest('hex') };
  } finally {
    await source.close();
  }
}

/** Writes a file of the backup from memory, answering its entry. */
export function writeEntry(root: string, relative: string, data: string): FileEntry {
  fs.writeFileSync(path.join(root, ...relative.split('/')), data, { mode: 0o600 });
  return { path: relative, bytes: Buffer.byteLength(data), sha256: sha256(Buffer.from(data)) };
}

export async function hashFile(file: string): Promise<string> {
  if (fs.statSync(file).size < WHOLE_BELOW) return sha256(await fs.promises.readFile(file));
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Copies the tree under `from` into `to`; answers the files copied, named `prefix/relative`. Symbolic links are
 * not followed (the store keeps none; a cluster's tablespace links are refused by the caller).
 */
export async function copyTree(from: string, to: string, prefix: string, rules: CopyRules = {}): Promise<FileEntry[]> {
  const copied: FileEntry[] = [];
  const walk = async (relative: string): Promise<void> => {
    await fs.promises.mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
    if (relative && rules.emptied?.(relative)) return;
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(path.join(from, relative), { withFileTypes: true });
    } catch (err) {
      if (gone(err)) return;
      throw err;
    }
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (rules.skip?.(child)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) {
        const done = await copyFile(path.join(from, child), path.join(to, child));
        if (done) copied.push({ path: `${prefix}/${child}`, ...done });
      }
    }
  };
  await walk('');
  return copied;
}
