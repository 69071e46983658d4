// `npm start`: builds the web app if needed, then runs the server (TypeScript through tsx, no separate build).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();
register();
await import(path.join(root, 'apps/server/src/main.ts'));
