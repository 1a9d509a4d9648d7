import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, contentTypeOfKey, isNotModified, type FileStorage } from './storage.ts';
import { MEDIA_URL_PREFIX } from './local-disk.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, Cloudflare R2, DigitalOcean Spaces...); AWS when absent. */
  endpoint?: string;
  /** Explicit keys; absent: the SDK's usual chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket-in-the-path URLs, which most S3-compatible services need. */
  forcePathStyle: boolean;
  /**
   * Where browsers load files from directly (a public bucket or a CDN in front of it). Absent: the
   * app serves them itself under /media/, reading from the bucket.
   */
  publicUrl?: string;
};

/**
 * The S3-compatible driver of FileStorage, for several app servers sharing one set of files. Keys
 * are never overwritten (every upload gets a new one), so objects are written with a one-year
 * immutable cache header; it applies only when browsers load the bucket directly (publicUrl). The
 * app's /media/ route sets its own, short one (ADR 025).
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The newer default checksums are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = options.publicUrl?.replace(/\/$/, '');
  return {
    client,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!result.Body) return null;
        return Buffer.from(await result.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async open(key, conditions) {
      assertSafeKey(key);
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: options.bucket,
            Key: key,
            IfNoneMatch: conditions?.ifNoneMatch,
            IfModifiedSince: conditions?.ifNoneMatch === undefined ? conditions?.ifModifiedSince : undefined,
          }),
        );
        if (!result.Body) return null;
        const opened = {
          body: result.Body as Readable,
          size: result.ContentLength,
          contentType: result.ContentType ?? contentTypeOfKey(key),
          etag: result.ETag,
          lastModified: result.LastModified,
        };
        // A service that ignores the conditions sent the bytes all the same.
        if (isNotModified(opened, conditions)) {
          opened.body.destroy();
          return { ...opened, body: null };
        }
        return opened;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException) {
          const status = error.$metadata.httpStatusCode;
          if (status === 404) return null;
          // The bucket answered 304 to the conditions: the caller's copy is current.
          if (status === 304) {
            return {
              body: null,
              size: undefined,
              contentType: contentTypeOfKey(key),
              etag: singleTag(conditions?.ifNoneMatch),
              lastModified: undefined,
            };
          }
        }
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 for a missing key too: deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    publicUrl(key) {
      assertSafeKey(key);
      return base ? `${base}/${key}` : `${MEDIA_URL_PREFIX}${key}`;
    },
  };
}

/** The one entity tag of an If-None-Match header, to repeat in a 304; none for a list or '*'. */
function singleTag(header: string | undefined): string | undefined {
  const tag = header?.trim();
  return tag && !tag.includes(',') && tag !== '*' ? tag : undefined;
}
