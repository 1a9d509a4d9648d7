import { useViewer } from './use-viewer.ts';

/** The hidden CSRF field every state-changing form of a signed-in page carries (name 'csrf'). */
export function CsrfInput() {
  const viewer = useViewer();
  return <input type="hidden" name="csrf" value={viewer?.csrfToken ?? ''} />;
}
