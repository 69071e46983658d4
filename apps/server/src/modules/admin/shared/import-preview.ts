/** The answer of a console file import (prices and stock, batches received): its counts and checked rows. */
import { seconds } from '../../../lib/epoch-seconds.js';

export function importPreview<Row extends { errors: readonly string[] }>(
  imp: { id: number; fileName: string; appliedAt: Date | null },
  rows: Row[],
) {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    id: imp.id,
    file_name: imp.fileName,
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    applied_at: imp.appliedAt ? seconds(imp.appliedAt) : null,
    rows,
  };
}
