import { useCallback, useEffect, useState } from 'react';
import type { validatePropertyEnquiry } from './enquiry-validation.ts';

type Validate = typeof validatePropertyEnquiry;

/**
 * The detail sidebar's browser-side validation (zod and the schema, about 35 KB) arrives after the
 * page: when the visitor first reaches for the form, or once the browser is idle. A form sent before
 * then is checked by the server, with the same messages under the same fields.
 */
export function useDeferredEnquiryValidation(): [Validate | undefined, () => void] {
  const [validate, setValidate] = useState<Validate>();
  const load = useCallback(() => {
    import('./enquiry-validation.ts').then(
      ({ validatePropertyEnquiry }) => setValidate(() => validatePropertyEnquiry),
      // Not loaded (a dropped connection): the server checks the form; the next focus tries again.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 2_000);
    return () => window.clearTimeout(id);
  }, [load]);
  return [validate, load];
}
