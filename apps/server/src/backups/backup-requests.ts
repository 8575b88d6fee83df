import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WrittenBackup } from './write-backup';

const REQUEST = 'backup\n';
/** Socket paths longer than this do not fit in the system's address (104 to 108 bytes). */
const SOCKET_PATH_LIMIT = 100;
/** A backup of a large shop takes a while; a shop that says nothing for this long is not going to. */
const ANSWER_TIMEOUT_MS = 30 * 60_000;

/** A backup as the running shop reports it to `npm run backup`. */
export type BackupAnswer = Omit<WrittenBackup, 'at'> & { at: string };
type Answer = ({ ok: true } & BackupAnswer) | { ok: false; error: string };

/**
 * Where a shop running on the embedded database in `dataDir` takes requests for a backup: a socket in DATA_DIR, which
 * only the shop's user can open (or, when DATA_DIR's path is too long for one, a socket named after it in the
 * system's temporary folder).
 */
export function backupSocketPath(dataDir: string): string {
  const inDataDir = join(dataDir, 'backup.sock');
  if (Buffer.byteLength(inDataDir) <= SOCKET_PATH_LIMIT) return inDataDir;
  return join(tmpdir(), `alankar-backup-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

/**
 * Asks the shop listening on `path` for a backup and waits for it. Answers null when no shop listens there (none is
 * running on this DATA_DIR); throws the shop's message when its backup failed.
 */
export function askRunningShop(path: string, timeoutMs = ANSWER_TIMEOUT_MS): Promise<BackupAnswer | null> {
  return new Promise((resolve, reject) => {
    let connected = false;
    let heard = '';
    const socket = createConnection(path, () => {
      connected = true;
      socket.write(REQUEST);
    });
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error('The running shop did not answer the request for a backup; look at its log.'));
    });
    socket.on('data', (text: string) => void (heard += text));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        const answer = JSON.parse(heard) as Answer;
        if (answer.ok) {
          const { ok: _ok, ...backup } = answer;
          resolve(backup);
        } else reject(new Error(answer.error));
      } catch {
        reject(new Error('The running shop did not answer the request for a backup; look at its log.'));
      }
    });
  });
}

/** Whether a process listens on the socket at `path`: a shop is running on that DATA_DIR. */
export function someoneListens(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * While the app listens, takes a backup whenever `npm run backup` asks on its DATA_DIR's socket: only one process may
 * open the embedded database, so a running shop's backup is taken by the shop itself. Nothing but that request is
 * heard there, and only from this machine's processes allowed to open the socket (the shop's user's).
 */
export function answerBackupRequests(app: FastifyInstance, dataDir: string, take: () => Promise<WrittenBackup>): void {
  const path = backupSocketPath(dataDir);
  const server = createServer((socket) => {
    let heard = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (text: string) => {
      heard += text;
      if (heard.length < REQUEST.length) return;
      socket.removeAllListeners('data');
      if (heard !== REQUEST) return void socket.end(`${JSON.stringify({ ok: false, error: 'Unknown request.' })}\n`);
      const reply = (answer: Answer) => void socket.end(`${JSON.stringify(answer)}\n`);
      take().then(
        (backup) => reply({ ok: true, ...backup, at: backup.at.toISOString() }),
        (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  app.addHook('onListen', async () => {
    if (await someoneListens(path)) {
      app.log.error(
        { path },
        'another shop process answers backups for this DATA_DIR: its embedded database is in use',
      );
      return;
    }
    // Left behind by a shop that stopped without closing it.
    await rm(path, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    await chmod(path, 0o600);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
