/**
 * Module boundaries, checked in `npm run lint` (STYLE.md 16: infrastructure below, domains above).
 * A server "module" is a folder: modules/<name>/, modules/admin/<name>/, and the top-level db/, lib/,
 * plugins/, jobs/, seed/, ops/. Two folders that reach each other, directly or round a loop, fail.
 */
const server = '^apps/server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two files reach each other through their imports; move the shared piece down or invert the call.',
      from: {},
      // A lazily loaded page (`import()`) that reaches back to its router is no load-time cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-folder-cycle',
      scope: 'folder',
      severity: 'error',
      comment:
        'Two module folders depend on each other (directly or round a loop). Domains depend downward only: ' +
        'move the shared piece to the lower module, db/ or lib/, or let the lower module expose a hook.',
      from: { path: server },
      to: { circular: true },
    },
    {
      name: 'live-code-not-to-seed',
      severity: 'error',
      comment:
        'Seed data may use live code, never the reverse: the running store must not depend on demo data. ' +
        'Only the entry points (main.ts seeds an empty database on boot, the ops CLI) call the seed.',
      from: { path: server, pathNot: [`${server}(seed|ops)/`, `${server}main\\.ts$`] },
      to: { path: `${server}seed/` },
    },
    {
      name: 'console-parts-not-to-console-router',
      severity: 'error',
      comment:
        'modules/admin/ holds only the console router, which imports every console part; a part that imports ' +
        'it back is a cycle the folder rule cannot see (the router folder contains the parts). Shared console ' +
        'pieces live in modules/admin/shared/.',
      from: { path: `${server}modules/admin/[^/]+/` },
      to: { path: `${server}modules/admin/[^/]+\\.ts$` },
    },
    {
      name: 'infrastructure-not-to-domains',
      severity: 'error',
      comment: 'db/ and lib/ sit below every domain module; they never import one.',
      from: { path: `${server}(db|lib)/` },
      to: { path: `${server}(modules|plugins|jobs|seed|ops)/` },
    },
    {
      name: 'db-not-to-lib',
      severity: 'error',
      comment: 'db/ is the lowest layer: lib/ may use the database, the database code does not use lib/.',
      from: { path: `${server}db/` },
      to: { path: `${server}lib/` },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import cannot be resolved: a typo, a missing file, or a package that is not installed.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment:
        'This package is imported but not declared in the nearest package.json (it is only reached through ' +
        'hoisting). Add it with `npm install <pkg> -w <workspace>`.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-dev-dep',
      severity: 'error',
      comment: 'Shipped source imports a devDependency; move the package to dependencies or keep it in tests.',
      from: {
        path: '^(apps/[^/]+/src|packages/[^/]+/src)/',
        pathNot: ['\\.test\\.tsx?$', '^apps/web/src/testing/'],
      },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: ['node_modules/@types/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(apps|packages)/[^/]+/dist/', '^apps/server/drizzle/', '^bench/results/', '^data/'] },
    tsPreCompilationDeps: true,
    // Workspace packages resolve through their node_modules link, so an undeclared @yc/* import is caught like any package.
    preserveSymlinks: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Folder-level cycles are derived from the folder metrics.
    metrics: true,
  },
};
