// The built shop as several processes sharing one port, with Node's cluster module: connections are handed to the
// processes in turn, and each request is then served by its process alone, with no proxy hop of its own to measure.
// Tells its parent once every process listens; SIGTERM stops them all.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';

const processes = Number(process.argv[2] ?? 2);
cluster.setupPrimary({ exec: fileURLToPath(new URL('../scripts/start.mjs', import.meta.url)) });

let listening = 0;
let stopping = false;
cluster.on('listening', () => {
  listening += 1;
  if (listening === processes) process.send?.('ready');
});
cluster.on('exit', (_worker, code) => {
  if (!stopping) {
    console.error(`a shop process exited with ${code}`);
    process.exit(1);
  }
});

process.once('SIGTERM', () => {
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  let left = workers.length;
  for (const worker of workers) {
    worker.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
    worker.process.kill('SIGTERM');
  }
});

for (let i = 0; i < processes; i += 1) cluster.fork();
