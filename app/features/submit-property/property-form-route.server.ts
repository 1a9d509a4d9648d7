import { redirect } from 'react-router';
import type { SubmissionResult as FormResult } from '@conform-to/react';
import type { RequestEnv } from '../../context.ts';
import { formError } from '../../responses.ts';
import { formFieldsOf } from '../../../shared/domain/property-form.ts';
import type { Property } from '../../../shared/domain/property.ts';
import { languageOf } from '../../../shared/i18n/languages.ts';
import { refusalIn } from '../../../shared/i18n/refusals.ts';

// The loader and action glue of the two pages with the property form: /submit-property (anyone adds,
// an admin edits) and /submit-property-dashboard (an account adds, or edits its own in review). Each
// page decides who may do what; what follows is the same for both.

type Submissions = RequestEnv['services']['submissions'];

/** Who makes an edit, and what the service checks once it has read the body. */
export type PropertyEdit = Parameters<Submissions['update']>[2];

/** The signed-in account adding a property, and what the service checks once it has read the body. */
export type PropertyAccount = NonNullable<Parameters<Submissions['submit']>[2]>;

/** The page's form without JavaScript cannot reorder photos: new ones go in the order of their names. */
const FORM_SOURCE = { names: 'form', sortNewImagesByName: true } as const;

/** The loader's data for a new property: the form with these values, and ?submitted's notice. */
export function newPropertyForm<Values extends Record<string, string>>(url: URL, defaultValue: Values) {
  return {
    mode: 'add' as const,
    id: null,
    defaultValue,
    existingImages: [],
    notice: url.searchParams.has('submitted') ? ('submitted' as const) : null,
  };
}

/** The loader's data for an edit: the property's values and photos, and ?updated's notice. */
export function editPropertyForm(url: URL, property: Property) {
  return {
    mode: 'edit' as const,
    id: property.id,
    defaultValue: formFieldsOf(property),
    existingImages: property.images.map((image) => ({
      id: image.id,
      // The media route serves an unlisted property's photos to an admin and to its owner (ADR 025).
      previewUrl: image.variants.find((v) => v.format === 'jpeg')?.url ?? image.url,
    })),
    notice: url.searchParams.has('updated') ? ('updated' as const) : null,
  };
}

/**
 * The form without JavaScript: a multipart POST that the submission service reads, as a new property
 * (the signed-in `account`'s, if any) or (given `edit`) an edit. Stored, the page comes back with its
 * notice; refused, it renders again with the values sent and each error under its field. With
 * JavaScript the form posts to the API.
 */
export async function propertyFormAction(
  submissions: Submissions,
  request: Request,
  path: string,
  edit: PropertyEdit | null,
  account: PropertyAccount | null = null,
) {
  const result = edit
    ? await submissions.update(request, FORM_SOURCE, edit)
    : await submissions.submit(request, FORM_SOURCE, account);
  if (result.ok) {
    throw redirect(edit ? `${path}?id=${result.id}&updated=1` : `${path}?submitted=1`);
  }
  const { images: imageErrors, ...fieldErrors } = result.fieldErrors;
  const { images: _files, ...fields } = result.fields ?? {};
  const lastResult: FormResult<string[]> = {
    status: 'error',
    initialValue: fields as Record<string, string | string[]>,
    error: fieldErrors,
    state: { validated: Object.fromEntries(Object.keys(fields).map((k) => [k, true])) },
  };
  return formError(result.status, {
    lastResult,
    imageError: imageErrors?.[0] ?? null,
    status: result.status,
    // The service's words for the whole form, in the page's language (the fields' are said by the form).
    message: refusalIn(languageOf(request), result.message),
  });
}
