// The store's initial JavaScript per page, from the Vite manifest of a build, against its budget: the
// scripts a first visit must download before the page can draw (the entry and what it imports, plus the
// page's lazily loaded route chunks and what they import), gzip level 9, as the server sends them.
// Run by the web build (apps/web/vite.config.ts), so a page that outgrows it fails the build and CI.
//   node scripts/bundle-budget.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * Each page, the modules its route loads lazily on a first visit (apps/web/src/app/routes), and its budget in KB:
 * issue 17's 200, kept on the cart too. These pages draw without antd (components/ui/antd loads it with the first part that needs it), so
 * what they weigh is React DOM with react-router (97), zod (26; every API answer is parsed by its contract), TanStack
 * Query (11), the icons the chrome shows (7) and the store's own code.
 */
const BUDGET_KB = 200;
const PAGES = {
  '/': ['src/app/routes/home-blocks.tsx'],
  '/list': ['src/app/routes/catalogue-screens.tsx'],
  '/list/info/:id': ['src/app/routes/goods-detail-screen.tsx'],
  // A member's most visited page, also antd-free; its steps after it are not.
  '/cart': ['src/layouts/checkout/checkout-layout.tsx', 'src/features/cart/pages/cart-page.tsx'],
};

/**
 * Files a first visit may fetch, on any of the pages: each is a request, and over HTTP/1.1's six connections
 * a round trip that puts the first paint later (49 files was a quarter of a second of Lighthouse's LCP). The
 * shell is one chunk (apps/web/vite.config.ts); the home's blocks bring a few small ones they share with other
 * pages (an icon, the article links, dayjs), which is what the 14 leave room for.
 */
const MAX_FILES = 14;

function initialFiles(manifest, lazyModules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update PAGES in scripts/bundle-budget.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  lazyModules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function checkBudget(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const over = [];
  for (const [page, lazy] of Object.entries(PAGES)) {
    const files = initialFiles(manifest, lazy);
    const kb = files.reduce((sum, file) => sum + gzipped(file), 0) / 1024;
    console.log(`初始 JS ${page}: ${kb.toFixed(1)} KB gzip, ${files.length} 个文件 (预算 ${BUDGET_KB} KB, ${MAX_FILES} 个文件)`);
    if (kb > BUDGET_KB) over.push(`${page} ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`);
    if (files.length > MAX_FILES) over.push(`${page} ${files.length} 个文件 > ${MAX_FILES}`);
  }
  return over;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const over = checkBudget(path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist')));
  if (over.length > 0) {
    console.error(`初始 JS 超出预算: ${over.join(', ')}`);
    process.exit(1);
  }
}
