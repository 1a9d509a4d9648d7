import { mkdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, contentTypeOfKey, isNotModified, type FileStorage } from './storage.ts';

/** URL prefix under which the HTTP server exposes the stored files (server/storage/media-route.ts). */
export const MEDIA_URL_PREFIX = '/media/';

/** Suffix of a file being written; renamed to its key once complete. */
const TEMP_SUFFIX = '.tmp';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalDiskStorage(root: string): FileStorage & { root: string } {
  const absoluteRoot = path.resolve(root);
  mkdirSync(absoluteRoot, { recursive: true });
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(absoluteRoot, key);
  };

  /** Removes a key's folder once its last file is gone (an image's folder), never the root. */
  async function removeEmptyFolder(folder: string) {
    if (!folder.startsWith(`${absoluteRoot}${path.sep}`)) return;
    // Not empty, or gone already: both fine.
    await rmdir(folder).catch(() => {});
  }

  return {
    root: absoluteRoot,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file. A crash between the two leaves the
      // temporary file, which removeStaleTemporaryFiles (the orphan sweep) removes later.
      const temp = `${file}.${randomUUID()}${TEMP_SUFFIX}`;
      try {
        await writeFile(temp, body);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key, conditions) {
      const file = fileOf(key);
      // Opened first, then measured: a file deleted meanwhile is still read whole (POSIX).
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const opened = {
          size: info.size,
          contentType: contentTypeOfKey(key),
          // Keys never change content; size and time tell a rewritten file apart all the same.
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
        if (isNotModified(opened, conditions)) {
          await handle.close();
          return { ...opened, body: null };
        }
        return { ...opened, body: handle.createReadStream() };
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await removeEmptyFolder(path.dirname(file));
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
    async removeStaleTemporaryFiles(olderThanMs) {
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      let entries;
      try {
        entries = await readdir(absoluteRoot, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(TEMP_SUFFIX)) continue;
        const file = path.join(entry.parentPath, entry.name);
        try {
          if ((await stat(file)).mtimeMs > cutoff) continue;
          await rm(file, { force: true });
          removed++;
          await removeEmptyFolder(entry.parentPath);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}
