/** Backups are folders named by the time they were made; the newest BACKUP_KEEP stay, older ones go. */
import fs from 'node:fs';
import path from 'node:path';
import { pidAlive } from '../../db/postmaster.js';

const PREFIX = 'yc-backup-';
const FINISHED = /^yc-backup-\d{8}T\d{9}Z$/;
/** A backup being written: its folder named with the writer's pid until it is complete. */
const PARTIAL = /^yc-backup-\d{8}T\d{9}Z\.partial-(\d+)$/;

/** 20261202T053000123Z: sorts as time does, and is a valid file name everywhere. */
export function backupName(at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/[-:.]/g, '')}`;
}

export const partialName = (name: string) => `${name}.partial-${process.pid}`;

/** The finished backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => FINISHED.test(n))
    .sort()
    .reverse();
}

/** Removes all but the `keep` newest backups, and partial ones whose writer died; answers the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const removed = listBackups(dir).slice(keep);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const writer = PARTIAL.exec(name)?.[1];
    if (writer && !pidAlive(Number(writer))) removed.push(name);
  }
  for (const name of removed) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}
