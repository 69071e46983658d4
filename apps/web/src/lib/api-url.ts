import { apiBaseFor } from '../config/api-hosts';

/** A path the API answers (a certificate scan, an invoice PDF), as a link the browser can open on the API host. */
export const apiUrl = (path: string): string => `${apiBaseFor(window.location.host)}${path}`;
