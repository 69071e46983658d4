/**
 * The ceiling each scenario is measured against: a bare Node HTTP route answering the scenario's recorded bytes, the
 * most this machine can do for that answer. In this process, or shaped as `npm start` runs the API (node's cluster
 * of worker processes sharing the port), so an API in N workers is also compared with a bare route in N workers.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RecordedAnswer {
  path: string;
  /** The body, base64: it crosses the cluster's IPC channel as JSON. */
  body: string;
  type: string;
  /** The answer's Content-Encoding, when the app compressed it. */
  encoding: string | null;
}

export interface BareRoute {
  base: string;
  serve: (answer: RecordedAnswer) => Promise<void>;
  close: () => Promise<void>;
}

/** A server answering each recorded path with its bytes, and 404 to anything else. */
export function recordedAnswersServer(): { server: http.Server; record: (answer: RecordedAnswer) => void } {
  const answers = new Map<string, { body: Buffer; headers: http.OutgoingHttpHeaders }>();
  const server = http.createServer((req, res) => {
    const a = answers.get(req.url ?? '');
    if (!a) return void res.writeHead(404).end();
    res.writeHead(200, a.headers).end(a.body);
  });
  const record = (a: RecordedAnswer) => {
    const body = Buffer.from(a.body, 'base64');
    const encoding = a.encoding ? { 'content-encoding': a.encoding } : {};
    answers.set(a.path, { body, headers: { 'content-type': a.type, 'content-length': body.length, ...encoding } });
  };
  return { server, record };
}

/** The bare route in this process. */
export async function bareServer(): Promise<BareRoute> {
  const { server, record } = recordedAnswersServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    serve: async (a) => void record(a),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The bare route in `count` worker processes of node's cluster (`bare-cluster.ts`), as `npm start` shares its port. */
export async function bareCluster(count: number): Promise<BareRoute> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const primary = fork(path.join(here, 'bare-cluster.ts'), [String(count)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Each message to the primary is answered once, in order: its port when it listens, then one per answer served.
  const replies: ((value: unknown) => void)[] = [];
  primary.on('message', (m) => replies.shift()?.(m));
  const reply = () => new Promise<unknown>((resolve) => replies.push(resolve));
  const exited = new Promise((resolve) => primary.once('exit', resolve));
  const port = (await Promise.race([reply(), exited.then(() => Promise.reject(new Error('裸路由集群启动失败')))])) as number;
  return {
    base: `http://127.0.0.1:${port}`,
    serve: async (a) => {
      const served = reply();
      primary.send(a);
      await served;
    },
    close: async () => {
      primary.kill('SIGTERM');
      await exited;
    },
  };
}
