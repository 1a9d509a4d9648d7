import { createReadStream } from 'node:fs';
import { link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config, S3Connection } from '../config.ts';
import { isArchiveName } from './manifest.ts';

/** The archive name is taken: backups never overwrite one. */
export class ArchiveExistsError extends Error {
  constructor(location: string) {
    super(`${location} already exists: a backup never overwrites an archive. Nothing was written.`);
    this.name = 'ArchiveExistsError';
  }
}

/** Where archives are kept: a folder (BACKUP_DIR) or a bucket's prefix (BACKUP_S3_PREFIX). ADR 049. */
export type Destination = {
  /** What an operator reads: the folder's path, or s3://bucket/prefix/. */
  readonly description: string;
  /** The archive's full location, as `npm run restore` takes it. */
  locationOf(name: string): string;
  /** A folder for the archive while it is written and checked: on the destination's disk when it is one. */
  workDir(): Promise<string>;
  exists(name: string): Promise<boolean>;
  /** Moves the finished file in under `name`, atomically and never over an existing archive. */
  save(file: string, name: string): Promise<void>;
  /** The archives there (by name, oldest first). */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
};

export function folderDestination(dir: string): Destination {
  const root = path.resolve(dir);
  return {
    description: root,
    locationOf: (name) => path.join(root, name),
    async workDir() {
      // A new folder is its owner's only, as the archives in it are.
      await mkdir(root, { recursive: true, mode: 0o700 });
      return root;
    },
    async exists(name) {
      return stat(path.join(root, name)).then(
        () => true,
        () => false,
      );
    },
    async save(file, name) {
      const target = path.join(root, name);
      try {
        // A hard link fails when the name exists: no overwrite, and never a half archive under it.
        await link(file, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') throw new ArchiveExistsError(target);
        // A file system without hard links: the rename is still atomic; the check just before it is not.
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
        if (await this.exists(name)) throw new ArchiveExistsError(target);
        await rename(file, target);
        return;
      }
      await rm(file, { force: true });
    },
    async list() {
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      return names.filter(isArchiveName).sort();
    },
    async remove(name) {
      await rm(path.join(root, name), { force: true });
    },
  };
}

export function s3ClientOf(connection: S3Connection): S3Client {
  return new S3Client({
    region: connection.region,
    endpoint: connection.endpoint,
    forcePathStyle: connection.forcePathStyle,
    credentials: connection.credentials,
    // As server/storage/s3.ts: the newer default checksums are not understood by every service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

export function s3Destination(client: S3Client, bucket: string, prefix: string): Destination {
  const keyOf = (name: string) => `${prefix}/${name}`;
  const description = `s3://${bucket}/${prefix}/`;
  return {
    description,
    locationOf: (name) => `s3://${bucket}/${keyOf(name)}`,
    // Written and checked on the local disk, then uploaded in one request.
    workDir: async () => os.tmpdir(),
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (error instanceof NoSuchKey || statusOf(error) === 404) return false;
        throw error;
      }
    },
    async save(file, name) {
      if (await this.exists(name)) throw new ArchiveExistsError(this.locationOf(name));
      const { size } = await stat(file);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: 'application/gzip',
            // The bucket itself refuses a second write of the name (S3 conditional writes).
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412) throw new ArchiveExistsError(this.locationOf(name));
        throw error;
      }
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length + 1);
          if (name && isArchiveName(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
  };
}

export function destinationOf(config: Config): Destination {
  const { destination } = config.backup;
  return destination.kind === 'folder'
    ? folderDestination(destination.dir)
    : s3Destination(s3ClientOf(config.s3Connection), destination.bucket, destination.prefix);
}

/** Deletes the oldest archives beyond the newest `keep`; answers the names deleted. */
export async function pruneArchives(destination: Destination, keep: number): Promise<string[]> {
  const names = await destination.list();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await destination.remove(name);
  return old;
}

/** An archive named on the command line: a file path, or s3://bucket/key. */
export async function openArchive(location: string, connection: S3Connection): Promise<Readable> {
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(location);
  if (!s3) {
    const file = path.resolve(location);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new ArchiveNotFoundError(`No archive at ${file}.`);
    return createReadStream(file);
  }
  const [, bucket, key] = s3;
  try {
    const object = await s3ClientOf(connection).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!object.Body) throw new ArchiveNotFoundError(`No archive at ${location}.`);
    return object.Body as Readable;
  } catch (error) {
    if (error instanceof NoSuchKey || statusOf(error) === 404) {
      throw new ArchiveNotFoundError(`No archive at ${location}.`);
    }
    throw error;
  }
}

export class ArchiveNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveNotFoundError';
  }
}
