import type { Readable } from 'node:stream';

/** A stored file opened for sending: its bytes as a stream, and what HTTP caching needs. */
export type OpenedFile = {
  /** The bytes; null when the caller's validators matched (nothing to send: 304). */
  body: Readable | null;
  size: number | undefined;
  contentType: string | undefined;
  /** A quoted entity tag, as sent in the ETag header; undefined when the driver has none. */
  etag: string | undefined;
  lastModified: Date | undefined;
};

/** Validators of a conditional request (If-None-Match, If-Modified-Since). */
export type OpenConditions = { ifNoneMatch?: string; ifModifiedSince?: Date };

/**
 * Where uploaded files live. Local disk by default; an S3-compatible driver can implement the same
 * contract when several servers must share the files.
 */
export type FileStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /**
   * The file as a stream with its size and validators, or null when there is no such file. With
   * conditions that match, `body` is null and nothing is read (the caller answers 304).
   */
  open(key: string, conditions?: OpenConditions): Promise<OpenedFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  publicUrl(key: string): string;
  /**
   * Removes the driver's own leftovers older than the given age (the local disk's `.tmp` files of a
   * write interrupted before its rename). Drivers without such files leave it out.
   */
  removeStaleTemporaryFiles?(olderThanMs: number): Promise<number>;
};

/** Keys are ours, made of safe segments; reject anything that could escape the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new UnsafeKeyError(key);
  }
}

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${key}`);
    this.name = 'UnsafeKeyError';
  }
}

/** Whether a conditional request's validators match the file (RFC 9110 13.1.2 and 13.1.3). */
export function isNotModified(
  file: { etag: string | undefined; lastModified: Date | undefined },
  conditions: OpenConditions | undefined,
): boolean {
  if (!conditions) return false;
  if (conditions.ifNoneMatch !== undefined) {
    if (!file.etag) return false;
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    const tags = conditions.ifNoneMatch.split(',').map(weak);
    return tags.includes('*') || tags.includes(weak(file.etag));
  }
  if (conditions.ifModifiedSince && file.lastModified) {
    // HTTP dates have whole seconds.
    return (
      Math.floor(file.lastModified.getTime() / 1000) <=
      Math.floor(conditions.ifModifiedSince.getTime() / 1000)
    );
  }
  return false;
}

/** Content types by extension, for files whose driver does not record one. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
  avif: 'image/avif',
};

export function contentTypeOfKey(key: string): string {
  return TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
