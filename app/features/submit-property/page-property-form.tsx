import type { ComponentProps } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { useViewerSession } from '../auth/index.ts';
import { PropertyForm, type ExistingImage } from './property-form.tsx';
import { SubmitNotice } from './submit-notice.tsx';

type Props = {
  /** The page's own path: without JavaScript the form posts back to it (with ?id= for an edit). */
  path: string;
  /** What the page's loader gave the form (property-form-route.server.ts). */
  page: {
    mode: 'add' | 'edit';
    id: string | null;
    defaultValue: Record<string, string | string[]>;
    existingImages: ExistingImage[];
  };
  /** The action's answer to the form sent without JavaScript, if it was refused. */
  refused:
    | { lastResult: SubmissionResult<string[]>; imageError: string | null; status: number; message: string }
    | undefined;
} & Pick<ComponentProps<typeof PropertyForm>, 'apiUrl' | 'successLink'>;

/**
 * The property form as /submit-property and /submit-property-dashboard show it: the refusal of a
 * form sent without JavaScript above it, then the form with the loader's values and the action's.
 */
export function PagePropertyForm({ path, page, refused, ...more }: Props) {
  const session = useViewerSession();
  const googleMapsApiKey = useRouteLoaderData<{ googleMapsApiKey?: string }>('root')?.googleMapsApiKey;
  const { mode, id } = page;
  return (
    <>
      {refused ? <SubmitNotice kind="error" status={refused.status} message={refused.message} /> : null}
      <PropertyForm
        key={`${mode}-${id ?? ''}`}
        mode={mode}
        action={id ? `${path}?id=${id}` : path}
        defaultValue={page.defaultValue}
        existingImages={page.existingImages}
        lastResult={refused?.lastResult ?? null}
        serverImageError={refused?.imageError ?? null}
        googleMapsApiKey={googleMapsApiKey}
        csrfToken={session?.csrfToken}
        {...more}
      />
    </>
  );
}
