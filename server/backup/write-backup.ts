import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { readArchive } from './archive.ts';
import { ArchiveExistsError, pruneArchives, type Destination } from './destinations.ts';
import { archiveNameOf, type Manifest } from './manifest.ts';

export type BackupResult = {
  name: string;
  /** Where it is, as `npm run restore` takes it. */
  location: string;
  size: number;
  manifest: Manifest;
  /** Older archives deleted by retention (BACKUP_KEEP). */
  pruned: string[];
};

/**
 * What `npm run backup` does with an archive (ADR 049): written under a temporary name, read back
 * whole and checked against its manifest (a backup that would not restore is not kept), moved in
 * under its timestamped name (never over an existing one), then the oldest beyond `keep` deleted.
 * `produce` writes the archive to the stream it is given and ends it.
 */
export async function writeBackup(options: {
  destination: Destination;
  keep: number;
  produce: (out: Writable) => Promise<unknown>;
  now?: Date;
}): Promise<BackupResult> {
  const { destination } = options;
  const name = archiveNameOf(options.now ?? new Date());
  if (await destination.exists(name)) throw new ArchiveExistsError(destination.locationOf(name));
  const temp = path.join(await destination.workDir(), `.${name}.${process.pid}.partial`);
  try {
    // Only the owner may read it: an archive holds every account's e-mail and password hash.
    await options.produce(createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
    const manifest = await readArchive(createReadStream(temp));
    const { size } = await stat(temp);
    await destination.save(temp, name);
    const pruned = await pruneArchives(destination, options.keep);
    return { name, location: destination.locationOf(name), size, manifest, pruned };
  } finally {
    await rm(temp, { force: true });
  }
}
