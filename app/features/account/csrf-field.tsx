import { useViewer } from '../auth/index.ts';

/** The session's CSRF token in a form (field 'csrf', as app/features/auth/csrf-input.tsx sends it). */
export function CsrfField() {
  const viewer = useViewer();
  return <input type="hidden" name="csrf" value={viewer?.csrfToken ?? ''} />;
}
