import dayjs, { type Dayjs } from 'dayjs';

const CHINA_OFFSET_MINUTES = 480;

/**
 * The moment picked, written as China time (`YYYY-MM-DD HH:mm`), which is how the console's API
 * reads typed times; the same moment whatever the browser's own time zone.
 */
export const chinaTimeOf = (d: Dayjs): string => d.add(CHINA_OFFSET_MINUTES - d.utcOffset(), 'minute').format('YYYY-MM-DD HH:mm');

/** An API time in seconds as a picker value. */
export const pickerTime = (seconds: number): Dayjs => dayjs.unix(seconds);

/** A picker's start and end as the API's starts_at and ends_at. */
export const windowOf = (range: [Dayjs, Dayjs]) => ({ starts_at: chinaTimeOf(range[0]), ends_at: chinaTimeOf(range[1]) });
