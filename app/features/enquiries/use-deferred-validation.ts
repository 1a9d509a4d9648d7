import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { validatePropertyEnquiry } from './enquiry-validation.ts';

type Validate = typeof validatePropertyEnquiry;

/**
 * The enquiry form's browser-side validation (zod and the schema, about 35 KB) loads when the form
 * comes near the screen or the visitor reaches for it (pointer or focus), not with the page: on a
 * phone the detail page's form is far below the photos, and evaluating zod while the page loads
 * costs tens of milliseconds that a visitor who only looks never needs. A form sent before the checks
 * have arrived is checked by the server, with the same messages under the same fields.
 */
export function useDeferredEnquiryValidation(
  form: RefObject<HTMLFormElement | null>,
): [Validate | undefined, () => void] {
  const [validate, setValidate] = useState<Validate>();
  const load = useCallback(() => {
    import('./enquiry-validation.ts').then(
      ({ validatePropertyEnquiry }) => setValidate(() => validatePropertyEnquiry),
      // Not loaded (a dropped connection): the server checks the form; the next focus tries again.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    const element = form.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [form, load]);
  return [validate, load];
}
