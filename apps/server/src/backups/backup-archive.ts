import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { AppError } from '../errors';
import {
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  UPLOADS_PREFIX,
  backupManifest,
  type BackupEntry,
  type BackupManifest,
} from './backup-format';

/** A manifest is a few kilobytes per thousand images; anything far larger is not one. */
const MANIFEST_LIMIT = 16 * 1024 * 1024;

/** A file's size and SHA-256, read in one pass. */
export async function digestOf(file: string): Promise<Pick<BackupEntry, 'size' | 'sha256'>> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Writes a backup file: a gzip-compressed tar whose first entry is the manifest, then each entry read from its file
 * (`sources`: entry path → file on disk), readable only by the shop's user (it holds customers' data and the secret).
 */
export async function writeArchive(
  file: string,
  manifest: BackupManifest,
  sources: Map<string, string>,
): Promise<void> {
  const pack = tar.pack();
  const mtime = new Date(manifest.createdAt);
  const feed = async () => {
    pack.entry({ name: MANIFEST_ENTRY, mode: 0o600, mtime }, `${JSON.stringify(manifest, null, 2)}\n`);
    for (const { path, size } of manifest.entries) {
      const source = sources.get(path);
      if (!source) throw new Error(`No file for the backup's entry ${path}`);
      await pipeline(createReadStream(source), pack.entry({ name: path, size, mode: 0o600, mtime }));
    }
    pack.finalize();
  };
  // Either side failing stops the other: a file that cannot be read, or one that cannot be written.
  await Promise.all([
    pipeline(pack, createGzip(), createWriteStream(file, { flags: 'wx', mode: 0o600 })),
    feed().catch((error: unknown) => {
      pack.destroy(error as Error);
      throw error;
    }),
  ]);
}

/** Entry names a backup may hold: nothing that could land outside the folder it is unpacked in. */
function isBackupEntryName(name: string): boolean {
  if (name === DATABASE_ENTRY || name === AUTH_SECRET_ENTRY) return true;
  if (!name.startsWith(UPLOADS_PREFIX) || name.includes('\\') || name.includes('\0')) return false;
  const normal = posix.normalize(name);
  return normal === name && !name.split('/').includes('..') && name.length > UPLOADS_PREFIX.length;
}

/** What node's and tar-stream's errors mean to someone holding a backup file. */
function refusal(file: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, message = String(error) } = error as Partial<NodeJS.ErrnoException>;
  if (code === 'ENOENT') return new AppError('not_found', `There is no file ${file}.`);
  if (code === 'EISDIR') return new AppError('invalid', `${file} is a folder, not a backup file.`);
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) {
    return new AppError('invalid', `${file} is incomplete: it ends early (cut short while being copied or written?).`);
  }
  if (code === 'Z_DATA_ERROR' || /invalid tar header|not a tar/i.test(message)) {
    return new AppError('invalid', `${file} is not a backup of this shop (it is not a compressed tar file).`);
  }
  return new AppError('invalid', `${file} could not be read as a backup: ${message}`);
}

/**
 * Unpacks a backup file into `folder` (an empty folder of the caller's) and checks it whole: it must be this shop's
 * format and version, hold exactly the entries its manifest lists, each with its size and checksum. Answers the
 * manifest; anything else is refused with a message that says what is wrong.
 */
export async function readArchive(file: string, folder: string): Promise<BackupManifest> {
  let manifestText: string | undefined;
  const found = new Map<string, Pick<BackupEntry, 'size' | 'sha256'>>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    // A file cut short fails the whole read (below); the entry being read fails with it, perhaps before it is read.
    stream.on('error', () => {});
    void (async () => {
      if (manifestText === undefined) {
        if (header.name !== MANIFEST_ENTRY || header.type !== 'file' || header.size > MANIFEST_LIMIT) {
          throw new AppError('invalid', `${file} is not a backup of this shop: it does not start with its manifest.`);
        }
        const chunks: Buffer[] = [];
        for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        return;
      }
      if (header.type !== 'file' || !isBackupEntryName(header.name) || found.has(header.name)) {
        throw new AppError('invalid', `${file} is not a backup of this shop: it holds ${header.name}.`);
      }
      const target = join(folder, header.name);
      await mkdir(dirname(target), { recursive: true });
      const out = await open(target, 'wx', 0o600);
      const hash = createHash('sha256');
      let size = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          hash.update(chunk);
          size += chunk.length;
          await out.write(chunk);
        }
      } finally {
        await out.close();
      }
      found.set(header.name, { size, sha256: hash.digest('hex') });
    })().then(
      () => next(),
      (error: unknown) => next(error as Error),
    );
  });
  try {
    await stat(file);
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    throw refusal(file, error);
  }
  return checkedManifest(file, manifestText, found);
}

function checkedManifest(
  file: string,
  text: string | undefined,
  found: Map<string, Pick<BackupEntry, 'size' | 'sha256'>>,
): BackupManifest {
  const foreign = new AppError('invalid', `${file} is not a backup of this shop: its manifest is not one.`);
  if (text === undefined) throw new AppError('invalid', `${file} is not a backup of this shop: it is empty.`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw foreign;
  }
  const said = data as { format?: unknown; version?: unknown };
  if (said?.format !== BACKUP_FORMAT) throw foreign;
  if (said.version !== BACKUP_FORMAT_VERSION) {
    throw new AppError(
      'conflict',
      `${file} is a backup of version ${String(said.version)}; this shop reads version ${BACKUP_FORMAT_VERSION}. Restore it with the version of the shop that took it.`,
    );
  }
  const parsed = backupManifest.safeParse(data);
  if (!parsed.success) throw foreign;
  const manifest = parsed.data;
  const listed = new Set(manifest.entries.map((entry) => entry.path));
  for (const entry of manifest.entries) {
    const got = found.get(entry.path);
    if (!got) throw new AppError('invalid', `${file} is incomplete: ${entry.path} is missing.`);
    if (got.size !== entry.size || got.sha256 !== entry.sha256) {
      throw new AppError('invalid', `${file} is damaged: ${entry.path} does not match its checksum.`);
    }
  }
  for (const name of found.keys()) {
    if (!listed.has(name)) throw new AppError('invalid', `${file} is damaged: ${name} is not in its manifest.`);
  }
  if (!listed.has(DATABASE_ENTRY)) throw new AppError('invalid', `${file} is damaged: it holds no database.`);
  return manifest;
}
