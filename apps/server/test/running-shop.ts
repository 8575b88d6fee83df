import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SHOP_PROCESS = fileURLToPath(new URL('./shop-process.ts', import.meta.url));

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningShop {
  port: number;
  origin: string;
  process: ChildProcess;
  /** Everything it wrote to standard output (its JSON log lines) so far. */
  output(): string;
  /** Resolves with its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals>;
}

/** Starts the shop's API as a process of its own (`test/shop-process.ts`) and waits until it listens. */
export async function startShop(env: Record<string, string | undefined>): Promise<RunningShop> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SHOP_PROCESS], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal!)),
  );
  const listening = new Promise<void>((resolve, reject) => {
    const look = () => {
      if (output.includes(`listening on ${port}`)) resolve();
      else setTimeout(look, 50);
    };
    look();
    void exited.then((how) => reject(new Error(`the shop ended (${how}) before it listened:\n${output}`)));
  });
  await listening;
  return { port, origin: `http://127.0.0.1:${port}`, process: child, output: () => output, exited };
}
