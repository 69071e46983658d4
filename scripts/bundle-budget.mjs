// The store's initial JavaScript per page, from the Vite manifest of a build, against its budget: the
// scripts a first visit must download before the page can draw (the entry and what it imports, plus the
// page's lazily loaded route chunks and what they import), gzip level 9, as the server sends them.
// Run by the web build (apps/web/vite.config.ts), so a page that outgrows it fails the build and CI.
//   node scripts/bundle-budget.mjs [distDir] [desktop|mobile]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * Each store's entry, its manifest and its pages: for each page the modules its route loads lazily on a first visit
 * (apps/web/src/app/routes for the desktop, apps/web/src/m/routes.ts for the phone), and the budget in KB.
 *
 * Desktop: issue 17's 200, kept on the cart too. These pages draw without antd (components/ui/antd loads it with the
 * first part that needs it), so what they weigh is React DOM with react-router (97), zod (26; every API answer is
 * parsed by its contract), TanStack Query (11), the icons the chrome shows (7) and the store's own code.
 *
 * Desktop files: each is a request, and over HTTP/1.1's six connections a round trip that puts the first paint later
 * (49 files was a quarter of a second of Lighthouse's LCP). The shell is one chunk (apps/web/vite.config.ts); the
 * home's blocks bring a few small ones they share with other pages (an icon, the article links, dayjs), which is what
 * the 14 leave room for.
 *
 * Phone (issue 38): 150 on a phone's network. It is its own build (apps/web/build/mobile-store.ts): React DOM (68),
 * zod (26), TanStack Query (11) and its own shell and pages; no react-router (33, its own router is a page of code)
 * and no antd-mobile (docs/mobile.md has what was measured).
 */
const STORES = {
  desktop: {
    entry: 'index.html',
    manifest: '.vite/manifest.json',
    budgetKb: 200,
    maxFiles: 14,
    pages: {
      '/': ['src/app/routes/home-blocks.tsx'],
      '/list': ['src/app/routes/catalogue-screens.tsx'],
      '/list/info/:id': ['src/app/routes/goods-detail-screen.tsx'],
      // A member's most visited page, also antd-free; its steps after it are not.
      '/cart': ['src/layouts/checkout/checkout-layout.tsx', 'src/features/cart/pages/cart-page.tsx'],
    },
  },
  mobile: {
    entry: 'm.html',
    manifest: '.vite/m-manifest.json',
    budgetKb: 150,
    maxFiles: 6,
    pages: {
      '/m/': ['src/m/pages/home-page.tsx'],
      '/m/search': ['src/m/pages/search-page.tsx'],
      '/m/list': ['src/m/pages/list-page.tsx'],
      '/m/list/info/:id': ['src/m/pages/goods-page.tsx'],
      '/m/cart': ['src/m/pages/cart-page.tsx'],
      '/m/cart/step2': ['src/m/pages/checkout.ts'],
      '/m/cart/step3/:orderId': ['src/m/pages/checkout.ts'],
      '/m/cart/step4': ['src/m/pages/checkout.ts'],
      '/m/login': ['src/m/pages/login-page.tsx'],
      '/m/my': ['src/m/pages/my-page.tsx'],
      '/m/orders': ['src/m/pages/orders.ts'],
      '/m/order/:id': ['src/m/pages/orders.ts'],
    },
  },
};

function initialFiles(manifest, entry, lazyModules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update PAGES in scripts/bundle-budget.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  lazyModules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const brotli = (bytes) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function checkBudget(distDir, storeName = 'desktop') {
  const store = STORES[storeName];
  if (!store) throw new Error(`no store ${storeName}: desktop or mobile`);
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, store.manifest), 'utf8'));
  const bytes = (file) => fs.readFileSync(path.join(distDir, file));
  const over = [];
  for (const [page, lazy] of Object.entries(store.pages)) {
    const files = initialFiles(manifest, store.entry, lazy);
    const kb = files.reduce((sum, file) => sum + zlib.gzipSync(bytes(file), { level: 9 }).length, 0) / 1024;
    const brKb = files.reduce((sum, file) => sum + brotli(bytes(file)), 0) / 1024;
    console.log(
      `初始 JS ${page}: ${kb.toFixed(1)} KB gzip (brotli ${brKb.toFixed(1)} KB), ${files.length} 个文件 (预算 ${store.budgetKb} KB, ${store.maxFiles} 个文件)`,
    );
    if (kb > store.budgetKb) over.push(`${page} ${kb.toFixed(1)} KB > ${store.budgetKb} KB`);
    if (files.length > store.maxFiles) over.push(`${page} ${files.length} 个文件 > ${store.maxFiles}`);
  }
  // The desktop build must hold no phone code (src/m is built on its own), so no desktop page can load it.
  if (storeName === 'desktop') {
    const phone = Object.values(manifest).filter((chunk) => chunk.src?.startsWith('src/m/'));
    if (phone.length > 0) over.push(`电脑版构建含手机版代码: ${phone.map((chunk) => chunk.src).join(', ')}`);
  }
  return over;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const over = checkBudget(path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist')), process.argv[3]);
  if (over.length > 0) {
    console.error(`初始 JS 超出预算: ${over.join(', ')}`);
    process.exit(1);
  }
}
