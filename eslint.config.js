import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir).filter((f) => fs.statSync(`${featuresDir}/${f}`).isDirectory()) : [];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; routes compose them (STYLE.md 2).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({ target: `./apps/web/src/features/${f}`, from: './apps/web/src/features', except: [`./${f}`] })),
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            // Endpoints shared by several features sit below them all and above lib.
            { target: './apps/web/src/api', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/api' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
);
