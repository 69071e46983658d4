import { paths } from '../../../config/paths';

/** /pzqg/info?id= — the detail page carries the request's id as a query. */
export const wantedInfoHref = (id: number): string => `${paths.pzqgInfo}?id=${id}`;

export const WANTED_STATUS_COLOR: Record<string, string> = { pending: 'orange', replied: 'green', closed: 'default' };
