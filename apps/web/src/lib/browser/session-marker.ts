/**
 * The readable companion of the HttpOnly session cookie: the server sets it with the session and drops it
 * when the session ends, so its absence means a visitor without a request.
 */
const MARKER = 'yc_sid_on=1';

export const hasSessionMarker = (): boolean => document.cookie.split('; ').includes(MARKER);
