import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';

/** Rows per INSERT statement, as in the embedded database's own dump. */
const ROWS_PER_INSERT = 500;

/** Runs `pg_dump`, answering what it printed; a clear message when it is missing or fails. */
function pgDump(args: string[], password: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    // The password goes in the environment: a command line can be read by anyone on the machine. The rest of the
    // environment is passed on as it is, not read.
    const child = spawn('pg_dump', args, {
      // eslint-disable-next-line no-restricted-properties
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'pg_dump is not on the PATH: install the PostgreSQL client tools (the version of the server or newer) to back up a shop on PostgreSQL.',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`pg_dump failed: ${stderr.trim() || `exit code ${code}`}`));
    });
  });
}

/**
 * Writes the data of a PostgreSQL database's `public` schema to `file` with `pg_dump` (one consistent snapshot), as
 * INSERT statements in foreign-key order followed by the sequences: the same script the embedded database writes.
 */
export async function writePgDump(databaseUrl: string, file: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  // pg_dump 15.14, 16.10, 17.6 and later fence their script with psql commands (`\restrict KEY`), which only psql
  // understands; with a key of ours, those two lines are known exactly and left out.
  const fenced = (await pgDump(['--help'], undefined)).includes('--restrict-key');
  const key = randomBytes(24).toString('hex');
  const raw = `${file}.pg_dump`;
  try {
    await pgDump(
      [
        '--data-only',
        '--column-inserts',
        `--rows-per-insert=${ROWS_PER_INSERT}`,
        '--schema=public',
        ...(fenced ? [`--restrict-key=${key}`] : []),
        `--file=${raw}`,
        `--dbname=${url.toString()}`,
      ],
      password,
    );
    const script = await readFile(raw, 'utf8');
    await writeFile(file, script.replace(`\\restrict ${key}\n`, '').replace(`\\unrestrict ${key}\n`, ''), {
      flag: 'wx',
      mode: 0o600,
    });
  } finally {
    await rm(raw, { force: true });
  }
}
