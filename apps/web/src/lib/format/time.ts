import dayjs, { type Dayjs } from 'dayjs';

/** How the API writes a day. */
const DAY = 'YYYY-MM-DD';

/** The API's ISO 8601 times (and YYYY-MM-DD days) as the buyer reads them, in the browser's time zone. */
export const formatTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

export const formatDay = (iso: string | null | undefined): string => (iso ? dayjs(iso).format(DAY) : '');

/** A time the API gives in seconds (published_at, end_time) as its day. */
export const formatSecondsDay = (seconds: number): string => dayjs.unix(seconds).format(DAY);

/** A time the API gives in seconds (start_time, end_time) to the minute. */
export const formatSecondsTime = (seconds: number): string => dayjs.unix(seconds).format('YYYY-MM-DD HH:mm');

/** A picked day as the API takes it (YYYY-MM-DD). */
export const apiDay = (day: Dayjs): string => day.format(DAY);

/** A picked range of days as a list's start_time / end_time filter; an open end is left out. */
export const dayRangeFilter = (
  range: readonly [Dayjs | null, Dayjs | null] | null | undefined,
): { start_time?: string; end_time?: string } => ({
  ...(range?.[0] ? { start_time: apiDay(range[0]) } : {}),
  ...(range?.[1] ? { end_time: apiDay(range[1]) } : {}),
});
