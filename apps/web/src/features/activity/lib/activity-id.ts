/** A database id from the address (path part or query), or null when it is not one. */
export const activityId = (value: string | null | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
