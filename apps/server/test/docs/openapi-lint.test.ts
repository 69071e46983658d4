/**
 * The document at /api/docs/json passes `redocly lint` with the recommended rules (apps/server/redocly.yaml
 * says which three cannot hold and why) with no error and no warning: what an integrator's tooling reads.
 * The CLI runs offline: no telemetry, no update check, and a proxy that leads nowhere for anything else.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { API_DOCS_URL } from '../../src/plugins/api-docs.js';
import { fileApp } from '../helper.js';

const SERVER = path.resolve(import.meta.dirname, '../..');
const REDOCLY = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
/** Environment that keeps the CLI off the network. */
const OFFLINE = {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NODE_USE_ENV_PROXY: '1',
  HTTP_PROXY: 'http://127.0.0.1:9',
  HTTPS_PROXY: 'http://127.0.0.1:9',
};

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

const app = fileApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-openapi-lint-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('redocly lint of /api/docs/json', () => {
  it('finds no error and no warning under the recommended rules', async () => {
    const res = await app.inject({ method: 'GET', url: API_DOCS_URL });
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, res.body);
    const { stdout } = await promisify(execFile)(
      REDOCLY,
      ['lint', '--config', path.join(SERVER, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000', file],
      {
        cwd: dir,
        env: { ...process.env, ...OFFLINE },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  }, 120_000);
});
