// Child process for embedded.test.ts: holds a data directory the way a running store does, until killed.
import { startEmbeddedPostgres } from '../../src/db/embedded.js';

const server = await startEmbeddedPostgres(process.argv[2]);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
process.stdout.write('ready\n');
