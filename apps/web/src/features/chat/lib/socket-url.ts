import { apiBaseFor } from '../../../config/api-hosts';

/** The WebSocket address of an API path on the API host of this page (ws on http, wss on https). */
export function socketUrl(path: string, location: Pick<Location, 'host' | 'protocol'> = window.location): string {
  const base = apiBaseFor(location.host) || `${location.protocol}//${location.host}`;
  return `${base.replace(/^http/, 'ws')}${path}`;
}
