import dayjs from 'dayjs';

/** The API's ISO 8601 times (and YYYY-MM-DD days) as the buyer reads them, in the browser's time zone. */
export const formatTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

export const formatDay = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');
