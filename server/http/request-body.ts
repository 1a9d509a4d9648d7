import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from '@remix-run/form-data-parser';
import { requestMessages as m } from '../../shared/i18n/en/request-messages.ts';

/**
 * A request the server refuses before reading what it says: wrong content type (415), too large
 * (413), malformed, over a structural limit or holding control characters (400). The message is
 * ours and safe to show; the error handlers (server/http/errors.ts) answer it as JSON or a page.
 */
export class ClientRequestError extends Error {
  readonly status: 400 | 413 | 415;
  readonly fieldErrors: Record<string, string[]>;
  /** Which limit refused it, for callers with their own words (the spec's photo messages). */
  readonly reason: ClientRequestReason;
  constructor(
    status: 400 | 413 | 415,
    message: string,
    fieldErrors: Record<string, string[]> = {},
    reason: ClientRequestReason = 'invalid',
  ) {
    super(message);
    this.name = 'ClientRequestError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.reason = reason;
  }
}

export type ClientRequestReason =
  | 'invalid'
  | 'content-type'
  | 'too-large'
  | 'file-too-large'
  | 'files-too-large'
  | 'too-many-fields'
  | 'too-many-files'
  | 'malformed';

export type FormLimits = {
  /** The whole body, in bytes (urlencoded) or the text fields and headers (multipart). */
  maxBytes?: number;
  /** Fields and files together. */
  maxParts?: number;
  /** Files accepted; 0 refuses any file part. */
  maxFiles?: number;
  maxFileBytes?: number;
  /** All files together. */
  maxTotalBytes?: number;
  /** Keeps or drops each file part (e.g. an empty file input still sends a nameless part). */
  onFile?: (file: FileUpload) => File | null | Promise<File | null>;
};

/** A person's form post is a few kilobytes; these hold for every page form without files. */
export const FORM_DEFAULTS = {
  maxBytes: 64 * 1024,
  maxParts: 200,
  maxFiles: 0,
  maxFileBytes: 0,
  maxTotalBytes: 64 * 1024,
} satisfies Required<Omit<FormLimits, 'onFile'>>;

const MAX_PART_HEADER_BYTES = 8 * 1024;

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The body as text, refusing it (413) as soon as it is longer than `maxBytes`. */
async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new ClientRequestError(413, m.tooLarge, {}, 'too-large');
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ClientRequestError(413, m.tooLarge, {}, 'too-large');
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ClientRequestError(400, m.unreadable, {}, 'malformed');
  }
}

/**
 * The one guard around reading a form body, for page actions and the form-encoded API: only
 * urlencoded or multipart bodies (415 otherwise), within size and part limits (413/400), never a
 * parser's own error. Text fields come back as strings; files only where `maxFiles` allows them.
 */
export async function readFormData(request: Request, limits: FormLimits = {}): Promise<FormData> {
  const { onFile, ...rest } = limits;
  const options = { ...FORM_DEFAULTS, ...rest };
  const mediaType = mediaTypeOf(request);

  if (mediaType === URLENCODED) {
    const params = new URLSearchParams(await readText(request, options.maxBytes));
    const form = new FormData();
    let parts = 0;
    for (const [name, value] of params) {
      if (++parts > options.maxParts)
        throw new ClientRequestError(400, m.tooManyFields, {}, 'too-many-fields');
      form.append(name, value);
    }
    return form;
  }
  if (mediaType !== MULTIPART) throw new ClientRequestError(415, m.unsupportedType, {}, 'content-type');

  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > options.maxBytes + options.maxTotalBytes) {
    throw new ClientRequestError(413, m.tooLarge, {}, 'files-too-large');
  }
  try {
    return await parseFormData(
      withClosingBoundary(request),
      {
        maxParts: options.maxParts,
        maxHeaderSize: MAX_PART_HEADER_BYTES,
        // The parser counts text fields against the file size limit too.
        maxFileSize: Math.max(options.maxFileBytes, options.maxBytes),
        maxTotalSize: options.maxBytes + options.maxTotalBytes,
        // One more than allowed, so the caller can name its own limit (e.g. the spec's 8 photos).
        maxFiles: options.maxFiles + 1,
      },
      (file) => {
        if (onFile) return onFile(file);
        // An empty file input sends a nameless, empty part: not a file.
        return file.name === '' && file.size === 0 ? null : file;
      },
    ).then((form) => {
      const files = [...form.values()].filter((v) => typeof v !== 'string').length;
      if (files > options.maxFiles) throw new MaxFilesExceededError(options.maxFiles);
      return form;
    });
  } catch (error) {
    throw toClientRequestError(error);
  }
}

/**
 * The request with a body that fails when it ends without the closing boundary: the multipart
 * parser would otherwise wait for the rest forever, holding the connection open.
 */
function withClosingBoundary(request: Request): Request {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(
    request.headers.get('content-type') ?? '',
  );
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || !request.body) throw new ClientRequestError(400, m.unreadable, {}, 'malformed');
  const closing = Buffer.from(`--${boundary}--`);
  // Browsers end the body right after the closing boundary (a CRLF at most); allow a short epilogue.
  const keep = closing.length + 64;
  let tail = Buffer.alloc(0);
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        tail = Buffer.concat([tail, chunk]);
        if (tail.length > keep) tail = tail.subarray(tail.length - keep);
        controller.enqueue(chunk);
      },
      flush(controller) {
        if (!tail.includes(closing)) {
          controller.error(new ClientRequestError(400, m.unreadable, {}, 'malformed'));
        }
      },
    }),
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
}

/** The multipart parser's errors as answers; anything else (a bug, a lost connection) stays an error. */
function toClientRequestError(error: unknown): unknown {
  if (error instanceof ClientRequestError) return error;
  if (error instanceof MaxFilesExceededError)
    return new ClientRequestError(400, m.tooManyFiles, {}, 'too-many-files');
  if (error instanceof MaxFileSizeExceededError)
    return new ClientRequestError(413, m.tooLarge, {}, 'file-too-large');
  if (error instanceof MaxTotalSizeExceededError)
    return new ClientRequestError(413, m.tooLarge, {}, 'files-too-large');
  if (error instanceof MaxPartsExceededError)
    return new ClientRequestError(400, m.tooManyFields, {}, 'too-many-fields');
  if (
    error instanceof MaxHeaderSizeExceededError ||
    error instanceof MultipartParseError ||
    error instanceof FormDataParseError ||
    // A body that ends early or is not a stream.
    error instanceof TypeError
  ) {
    return new ClientRequestError(400, m.unreadable, {}, 'malformed');
  }
  return error;
}

/** How deeply a JSON body may nest: our payloads are two levels deep. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` nests arrays and objects deeper than `maxDepth`, scanned before JSON.parse so a
 * hostile body never reaches code that walks it recursively.
 */
export function isJsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
