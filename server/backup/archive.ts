import { createHash } from 'node:crypto';
import { once, type EventEmitter } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as createTar, Parser, type ReadEntry } from 'tar';
import { assertSafeKey } from '../storage/storage.ts';
import {
  ARCHIVE_FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  fileEntry,
  manifestSchema,
  tableEntry,
  type Manifest,
} from './manifest.ts';

/** An archive that cannot be restored: damaged, cut short, not ours, or from a newer format. */
export class ArchiveError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArchiveError';
  }
}

/** The folder a backup was staged in (manifest.json, tables/, files/), as one gzipped tar stream. */
export function packArchive(stageDir: string): Readable {
  // portable: no user or group names, which mean nothing on the machine a restore runs on.
  return createTar({ gzip: true, cwd: stageDir, portable: true }, [
    MANIFEST_ENTRY,
    'tables',
    'files',
  ]) as unknown as Readable;
}

/** A manifest's bytes at most: tens of thousands of photos take a few MB. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new ArchiveError('The archive is damaged: its manifest.json is not JSON.', { cause: error });
  }
  const head = json as { format?: unknown; formatVersion?: unknown } | null;
  if (head?.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError('This is not a backup of this site (its manifest.json names another format).');
  }
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION) {
    throw new ArchiveError(
      `The archive is in format ${head.formatVersion}, newer than this version of the site reads (${FORMAT_VERSION}): restore it with a newer version.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new ArchiveError(
      `The archive's manifest.json is not valid (${problem?.path.join('.') ?? ''}: ${problem?.message ?? ''}).`,
    );
  }
  for (const file of parsed.data.files) {
    try {
      assertSafeKey(file.key);
    } catch {
      throw new ArchiveError(`The archive's manifest names an unsafe file key: ${file.key}`);
    }
  }
  return parsed.data;
}

/** A failure of the bytes themselves (gzip, tar) as ArchiveError; the disk's own failures stay theirs. */
function asArchiveError(error: Error): Error {
  if (error instanceof ArchiveError) return error;
  const code = String((error as NodeJS.ErrnoException).code ?? '');
  if (error.name === 'ZlibError' || code.startsWith('Z_') || code.startsWith('TAR_')) {
    return new ArchiveError(`The archive is damaged or incomplete (${error.message}).`, { cause: error });
  }
  return error;
}

type Expected = { kind: 'table' | 'file'; size?: number; rows?: number; sha256: string; seen: boolean };

/** Hashes what flows through, and counts its bytes and newlines. */
function measuring() {
  const hash = createHash('sha256');
  const result = { bytes: 0, newlines: 0, sha256: '' };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      result.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) result.newlines++;
      done(null, chunk);
    },
    flush(done) {
      result.sha256 = hash.digest('hex');
      done();
    },
  });
  return { stream, result };
}

/**
 * Reads an archive from start to end and checks every entry against the manifest as it streams
 * by: each table's row count and checksum, each file's size and SHA-256, nothing missing, nothing
 * extra. With `extractTo`, it also writes the entries there (a restore's staging folder). Throws
 * ArchiveError, naming what is wrong, for anything that is not a whole archive of this site.
 */
export async function readArchive(source: Readable, options: { extractTo?: string } = {}): Promise<Manifest> {
  let manifest: Manifest | undefined;
  const expected = new Map<string, Expected>();
  let failure: Error | undefined;
  // One entry at a time, in order: the manifest is read before any entry is checked against it.
  let work = Promise.resolve();

  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      work = work.then(() =>
        handle(entry).catch((error: unknown) => {
          failure ??= error as Error;
          entry.resume();
          parser.abort(error as Error);
        }),
      );
    },
  });

  let current: ReadEntry | undefined;
  async function handle(entry: ReadEntry) {
    current = entry;
    const name = entry.path;
    if (failure) return void entry.resume();
    if (entry.type === 'Directory') {
      if (!/^(tables|files)\//.test(name))
        throw new ArchiveError(`The archive holds an unexpected folder: ${name}`);
      return void entry.resume();
    }
    if (entry.type !== 'File')
      throw new ArchiveError(`The archive holds an unexpected entry: ${name} (${entry.type})`);
    if (!manifest) {
      if (name !== MANIFEST_ENTRY) {
        throw new ArchiveError('This is not a backup of this site: it does not start with manifest.json.');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MANIFEST_MAX_BYTES)
          throw new ArchiveError('The archive is damaged: its manifest.json is too large.');
        chunks.push(chunk);
      }
      manifest = parseManifest(Buffer.concat(chunks));
      for (const table of manifest.tables) {
        expected.set(tableEntry(table.name), {
          kind: 'table',
          rows: table.rows,
          sha256: table.sha256,
          seen: false,
        });
      }
      for (const file of manifest.files) {
        expected.set(fileEntry(file.key), {
          kind: 'file',
          size: file.size,
          sha256: file.sha256,
          seen: false,
        });
      }
      if (options.extractTo) {
        await mkdir(options.extractTo, { recursive: true });
        await writeFile(path.join(options.extractTo, MANIFEST_ENTRY), Buffer.concat(chunks));
      }
      return;
    }
    const wanted = expected.get(name);
    if (!wanted) throw new ArchiveError(`The archive holds an entry its manifest does not list: ${name}`);
    if (wanted.seen) throw new ArchiveError(`The archive holds ${name} twice.`);
    wanted.seen = true;
    const measure = measuring();
    if (options.extractTo) {
      // Only names the manifest lists reach here: tables by plain name, files by safe key.
      const target = path.join(options.extractTo, name);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry as unknown as Readable, measure.stream, createWriteStream(target));
    } else {
      const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
      await pipeline(entry as unknown as Readable, measure.stream, discard);
    }
    const { result } = measure;
    if (wanted.kind === 'file' && result.bytes !== wanted.size) {
      throw new ArchiveError(
        `The archive is damaged: ${name} has ${result.bytes} bytes, its manifest says ${wanted.size}.`,
      );
    }
    if (wanted.kind === 'table' && result.newlines !== wanted.rows) {
      throw new ArchiveError(
        `The archive is damaged: ${name} has ${result.newlines} rows, its manifest says ${wanted.rows}.`,
      );
    }
    if (result.sha256 !== wanted.sha256) {
      throw new ArchiveError(`The archive is damaged: the checksum of ${name} does not match its manifest.`);
    }
  }

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('error', reject);
    parser.on('abort', reject);
    parser.on('end', resolve);
  });
  parsed.catch(() => {});
  try {
    // Fed by hand, not piped: the parser throws from write() and end() on a cut gzip stream.
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (failure) break;
      if (!parser.write(chunk))
        await Promise.race([once(parser as unknown as EventEmitter, 'drain'), parsed]);
    }
    parser.end();
    await parsed;
    await work;
  } catch (error) {
    // A damaged stream leaves the entry being read without an end: end it, and skip the rest.
    failure ??= error as Error;
    if (current && !current.emittedEnd) {
      // Heard by the pipeline reading it, if any; an 'error' nobody hears would be thrown here.
      current.on('error', () => {});
      current.destroy(error as Error);
    }
    await work;
  } finally {
    source.destroy();
  }
  if (failure) throw asArchiveError(failure);
  if (!manifest) throw new ArchiveError('The archive is empty or incomplete: it has no manifest.json.');
  const missing = [...expected].filter(([, entry]) => !entry.seen).map(([name]) => name);
  if (missing.length > 0) {
    throw new ArchiveError(
      `The archive is incomplete: ${missing.length} entr${missing.length === 1 ? 'y' : 'ies'} of its manifest missing (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}).`,
    );
  }
  return manifest;
}
