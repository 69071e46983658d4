/**
 * zod as every contract builds with it, configured before the first schema is built: each contract
 * imports z from here, so the configuration holds whichever contracts a page's bundle keeps (the package is
 * free of side effects but for this file, so a page carries only the contracts it uses).
 */
import { z } from 'zod';
import { zhCN } from 'zod/locales';

// The page runs under a Content-Security-Policy without 'unsafe-eval'. Left to itself zod probes
// `new Function` when the first object schema is built (the browser reports that as a violation)
// before falling back to this mode; the server keeps the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

// Messages a schema does not spell out itself still reach the buyer in Chinese; the named import
// keeps the other locales out of the page bundle.
z.config(zhCN());

export { z };
