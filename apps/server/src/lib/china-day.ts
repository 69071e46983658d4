/** Calendar days as a buyer in China reads them (UTC+8, no daylight saving), whatever the server's zone. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** YYYY-MM-DD of an instant in China. */
export const chinaDay = (at: Date): string => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

export const chinaToday = (): string => chinaDay(new Date());
