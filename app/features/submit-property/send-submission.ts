import { apiHeaders } from '../../i18n/api-headers.ts';

/** What the server answered: the spec's error dialog shows the status and the body (spec 8). */
export type SendResult =
  | { ok: true; status: number; id: string }
  | {
      ok: false;
      status: number;
      body: string;
      message: string;
      /** Why the server refused, when it says (an auth failure: 'unauthenticated', 'csrf'). */
      reason?: string;
      fieldErrors: Record<string, string[]>;
    };

/**
 * Posts the form to the JSON API with XMLHttpRequest rather than fetch: only XHR reports upload
 * progress, which the gallery shows per photo. `onProgress` receives the bytes sent so far.
 */
export function sendSubmission(options: {
  url: string;
  body: FormData;
  csrfToken?: string;
  onProgress: (sentBytes: number, totalBytes: number) => void;
}): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url);
    for (const [name, value] of Object.entries(apiHeaders({ accept: 'application/json' }))) {
      xhr.setRequestHeader(name, value);
    }
    if (options.csrfToken) xhr.setRequestHeader('x-csrf-token', options.csrfToken);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      let json: {
        id?: string;
        message?: string;
        reason?: string;
        fieldErrors?: Record<string, string[]>;
      } = {};
      try {
        json = JSON.parse(xhr.responseText) as typeof json;
      } catch {
        // Not JSON (a proxy's error page): the text itself is shown.
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof json.id === 'string') {
        resolve({ ok: true, status: xhr.status, id: json.id });
      } else {
        resolve({
          ok: false,
          status: xhr.status,
          body: xhr.responseText,
          message: json.message ?? xhr.statusText,
          reason: json.reason,
          fieldErrors: json.fieldErrors ?? {},
        });
      }
    });
    // No answer (status 0): the form names it in the page's language.
    const networkFailure = () => resolve({ ok: false, status: 0, body: '', message: '', fieldErrors: {} });
    xhr.addEventListener('error', networkFailure);
    xhr.addEventListener('abort', networkFailure);
    xhr.send(options.body);
  });
}
