import { z } from 'zod';

// The page runs under a Content-Security-Policy without 'unsafe-eval'. Left to itself zod probes
// `new Function` when the first object schema is built (the browser reports that as a violation)
// before falling back to this mode; the server keeps the compiled parsers. Imported first by
// index.ts, so it runs before any schema is built.
if (typeof document !== 'undefined') z.config({ jitless: true });
