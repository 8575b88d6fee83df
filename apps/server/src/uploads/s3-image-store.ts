import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import type { ImageStore } from './image-store';

/** A client for the configured bucket's service. */
export function s3ClientFor(s3: NonNullable<Config['s3']>): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // Self-hosted and most S3-compatible services address buckets by path.
    forcePathStyle: Boolean(s3.endpoint),
    credentials: s3.credentials,
  });
}

export function createS3ImageStore(s3: NonNullable<Config['s3']>): ImageStore {
  const client = s3ClientFor(s3);
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          // Names carry a content hash, so an object never changes.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${s3.publicUrl}/${key}`;
    },
  };
}
