import { openAsBlob } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ClientRequestError, readFormData } from '../http/request-body.ts';
import { MAX_IMAGES } from '../../shared/domain/limits.ts';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from '../../shared/domain/property-schemas.ts';
import { submit } from '../../shared/i18n/en/submit.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';
import { requestMessages } from '../../shared/i18n/en/request-messages.ts';
import { fromSpecPayload } from './api-mapping.ts';

const m = submit.submit.errors;
const mb = (bytes: number) => String(Math.round(bytes / 1024 / 1024));

/** One entry of the gallery as sent, in order: a new upload or a reference to an existing image. */
/** A new photo's `file` is kept on disk until its turn in the upload line (server/images/pipeline.ts). */
export type ImageEntry = { kind: 'new'; name: string; file: Blob } | { kind: 'existing'; ref: string };

export type SubmissionRequest = {
  /** Text fields under the form's clean names, not validated yet. */
  fields: Record<string, unknown>;
  images: ImageEntry[];
  /** Whether the request said anything about images (an update without it keeps them as they are). */
  hasImageList: boolean;
  /** Removes the new photos' files from disk: call once the submission is settled. */
  dispose(): Promise<void>;
};

/**
 * Where a request's photos wait between the parser and the image pipeline: each file the parser
 * hands over is written to a folder of its own and replaced by a Blob that reads it back, so a
 * submission holds no photo in memory until the pipeline takes it (docs/memory.md).
 */
function createPhotoSpool() {
  let folder: Promise<string> | undefined;
  let count = 0;
  return {
    async keep(file: File): Promise<File> {
      folder ??= mkdtemp(path.join(os.tmpdir(), `${SPOOL_PREFIX}${process.pid}-`));
      const target = path.join(await folder, String(count++));
      await writeFile(target, file.stream());
      return new File([await openAsBlob(target)], file.name, { type: file.type });
    },
    async dispose(): Promise<void> {
      if (folder) await rm(await folder, { recursive: true, force: true });
    },
  };
}

/** A spool folder is named after the process that made it: `property-upload-<pid>-<random>`. */
const SPOOL_PREFIX = 'property-upload-';

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the spool folders of app servers that no longer run (killed in the middle of an upload:
 * their `dispose` never ran). Called at start-up; a folder of a running server is left alone, so
 * several servers can share the machine's temporary folder. Returns how many were removed.
 */
export async function sweepAbandonedUploadSpools(folder = os.tmpdir()): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(SPOOL_PREFIX)) continue;
    const pid = Number(entry.name.slice(SPOOL_PREFIX.length).split('-')[0]);
    if (!Number.isSafeInteger(pid) || pid <= 0 || isRunning(pid)) continue;
    await rm(path.join(folder, entry.name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** A request the server refuses before validation: too large, too many files, not a form. */
export class SubmissionRequestError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'SubmissionRequestError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** Field names whose values are lists. */
const LIST_FIELDS = new Set(['features', 'deletedImages']);

/**
 * Reads a submission: multipart/form-data (the page's form, with or without JavaScript, and API
 * clients), or JSON for API clients that send no new files. Files stream through the parser with
 * per-file and total limits, so an oversize upload is refused without being held in memory whole.
 *
 * `names`: 'form' for the page's clean field names; 'api' for the spec's payload names (spec 3).
 */
export async function readSubmissionRequest(
  request: Request,
  names: 'form' | 'api',
): Promise<SubmissionRequest> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('application/json')) {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      throw new SubmissionRequestError(400, requestMessages.invalidJson);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new SubmissionRequestError(400, apiMessages.body.jsonObject);
    }
    const raw = body as Record<string, unknown>;
    const imageValues = raw.images === undefined ? [] : Array.isArray(raw.images) ? raw.images : [raw.images];
    const images: ImageEntry[] = [];
    for (const value of imageValues) {
      if (typeof value !== 'string' || value.startsWith('data:')) {
        // New photos travel as files, not as base64 text inside JSON.
        throw new SubmissionRequestError(415, apiMessages.body.imagesAsFiles, {
          images: [apiMessages.body.imagesAsFiles],
        });
      }
      images.push({ kind: 'existing', ref: value });
    }
    const { images: _images, ...rest } = raw;
    return {
      fields: names === 'api' ? fromSpecPayload(rest) : rest,
      images,
      hasImageList: 'images' in raw || 'deletedImages' in raw,
      dispose: async () => {},
    };
  }
  const spool = createPhotoSpool();
  try {
    return await readMultipart(request, names, spool);
  } catch (error) {
    await spool.dispose();
    throw error;
  }
}

async function readMultipart(
  request: Request,
  names: 'form' | 'api',
  spool: ReturnType<typeof createPhotoSpool>,
): Promise<SubmissionRequest> {
  let formData: FormData;
  try {
    formData = await readFormData(request, {
      maxFiles: MAX_IMAGES,
      maxFileBytes: MAX_IMAGE_BYTES,
      maxTotalBytes: MAX_UPLOAD_BYTES,
      // An empty file input sends a nameless, empty part: not a file.
      onFile: (file) => (file.name === '' && file.size === 0 ? null : spool.keep(file)),
    });
  } catch (error) {
    if (!(error instanceof ClientRequestError)) throw error;
    // The spec's words for the photo limits; the guard's own for the rest.
    switch (error.reason) {
      case 'too-many-files':
        throw new SubmissionRequestError(400, m.images, { images: [m.images] });
      case 'file-too-large': {
        const message = m.imageTooLargeUnnamed.replace('{{maxMb}}', mb(MAX_IMAGE_BYTES));
        throw new SubmissionRequestError(413, message, { images: [message] });
      }
      case 'files-too-large': {
        const message = m.imagesTooLarge.replace('{{maxMb}}', mb(MAX_UPLOAD_BYTES));
        throw new SubmissionRequestError(413, message, { images: [message] });
      }
      default:
        throw new SubmissionRequestError(error.status, error.message);
    }
  }

  const fields: Record<string, unknown> = {};
  const images: ImageEntry[] = [];
  let hasImageList = false;
  for (const [key, value] of formData.entries()) {
    if (key === 'images') {
      hasImageList = true;
      if (typeof value === 'string') {
        if (value.trim()) images.push({ kind: 'existing', ref: value.trim() });
      } else {
        images.push({ kind: 'new', name: value.name, file: value });
      }
      continue;
    }
    if (typeof value !== 'string') continue;
    if (key === 'deletedImages') hasImageList = true;
    if (LIST_FIELDS.has(key)) {
      const list = (fields[key] as string[] | undefined) ?? [];
      list.push(value);
      fields[key] = list;
    } else {
      fields[key] = value;
    }
  }
  if (images.filter((i) => i.kind === 'new').length > MAX_IMAGES) {
    throw new SubmissionRequestError(400, m.images, { images: [m.images] });
  }
  return {
    fields: names === 'api' ? fromSpecPayload(fields) : fields,
    images,
    hasImageList,
    dispose: spool.dispose,
  };
}
