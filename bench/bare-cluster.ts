/**
 * `bareCluster`'s processes: the primary forks `argv[2]` workers, each serving the recorded answers on one shared
 * port, and passes every answer the bench sends it to all of them before it replies.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { type RecordedAnswer, recordedAnswersServer } from './bare-route.js';

const toPrimary = (message: unknown) => process.send?.(message);

if (cluster.isPrimary) {
  const workers: Worker[] = Array.from({ length: Number(process.argv[2]) }, () => cluster.fork());
  const next = (w: Worker) => new Promise<unknown>((resolve) => w.once('message', resolve));
  const ports = await Promise.all(workers.map(next));
  toPrimary(ports[0]);
  process.on('message', (a: RecordedAnswer) => {
    void Promise.all(workers.map((w) => (w.send(a), next(w)))).then(() => toPrimary('served'));
  });
  const stop = () => {
    for (const w of workers) w.kill();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  // The bench's process is gone (killed, or it failed before its cleanup).
  process.on('disconnect', stop);
} else {
  const { server, record } = recordedAnswersServer();
  process.on('message', (a: RecordedAnswer) => {
    record(a);
    toPrimary('served');
  });
  server.listen(0, '127.0.0.1', () => toPrimary((server.address() as AddressInfo).port));
}
