/** Seconds since the epoch: the page treats a 10-digit timestamp as seconds (spec section 5). */
export const seconds = (at: Date | string): number => Math.floor(new Date(at).getTime() / 1000);

export const secondsOrNull = (at: Date | null) => (at ? seconds(at) : null);
