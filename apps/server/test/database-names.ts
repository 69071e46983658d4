import { withDefaultUser } from '../src/db/client.js';

/** Test files' clones carry this prefix, so a run can drop what a crashed earlier run left. */
export const FILE_DATABASE_PREFIX = 'yc_file_';

/** The server's own maintenance database, from which databases are created and dropped. */
export function maintenanceUrl(url: string): string {
  const u = new URL(withDefaultUser(url));
  u.pathname = '/postgres';
  return u.toString();
}
