import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { s3ClientFor } from '../uploads/s3-image-store';
import { backupsOldestFirst } from './backup-format';

/** Where backups go in the images' bucket. */
export const S3_BACKUPS_PREFIX = 'backups/';

/** Copies a backup file to the bucket under `backups/`, then deletes the bucket's backups beyond the newest `keep`. */
export async function copyBackupToS3(s3: NonNullable<Config['s3']>, file: string, keep: number): Promise<void> {
  const client = s3ClientFor(s3);
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: `${S3_BACKUPS_PREFIX}${basename(file)}`,
        Body: createReadStream(file),
        ContentLength: (await stat(file)).size,
        ContentType: 'application/gzip',
      }),
    );
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: S3_BACKUPS_PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(S3_BACKUPS_PREFIX.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const backups = backupsOldestFirst(names);
    for (const name of backups.slice(0, Math.max(0, backups.length - keep))) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${S3_BACKUPS_PREFIX}${name}` }));
    }
  } finally {
    client.destroy();
  }
}
