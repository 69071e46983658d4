import dayjs from 'dayjs';

/** The API's ISO 8601 times (and YYYY-MM-DD days) as the buyer reads them, in the browser's time zone. */
export const formatTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

export const formatDay = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');

/** A time the API gives in seconds (published_at, end_time) as its day. */
export const formatSecondsDay = (seconds: number): string => dayjs.unix(seconds).format('YYYY-MM-DD');

/** A time the API gives in seconds (start_time, end_time) to the minute. */
export const formatSecondsTime = (seconds: number): string => dayjs.unix(seconds).format('YYYY-MM-DD HH:mm');
