// Starting and stopping the built shop for a measurement, and reading how much memory it holds.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function waitForHealth(base, tries = 600) {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not become ready`);
}

/** The shop on `port` (one Node process: `scripts/start.mjs` serves in-process). */
export async function startShop({ port, env }) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return {
    base,
    pid: child.pid,
    /** Resident memory in MB, from the kernel. */
    rssMb: () =>
      Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The shop as `processes` processes sharing `port` (Node's cluster module), ready once every one listens. */
export async function startCluster({ port, env, processes }) {
  const child = fork(fileURLToPath(new URL('cluster.mjs', import.meta.url)), [String(processes)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the shop's cluster exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a TypeScript module of the bench (with the shop's own code) and waits for it, answering what it printed. */
export function runTs(file, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args.map(String)], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (data) => {
      out += data;
      process.stdout.write(data);
    });
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${file} exited with ${code}`))));
  });
}
