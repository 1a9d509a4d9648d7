import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useT } from '../../i18n/use-t.ts';
import { LoaderCircle } from 'lucide-react';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  FEATURES,
  PROPERTY_TYPES,
} from '../../../shared/domain/options.ts';
import { MAX_IMAGES, PHONE_MAX_LENGTH } from '../../../shared/domain/limits.ts';
import {
  MAX_IMAGE_BYTES,
  propertyFormSchema,
  propertyUpdateSchema,
} from '../../../shared/domain/property-schemas.ts';
import { EditedFieldsContext, keepDigits, withoutKey } from '../../components/form/field-state.ts';
import { Hint, RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form/text-fields.tsx';
import { CheckboxField, ChoiceGroup } from '../../components/form/choice-fields.tsx';
import { GalleryField } from './gallery-field.tsx';
import { AddressSection } from './address-section.tsx';
import { SubmitDialogs, type DialogState } from './submit-dialogs.tsx';
import { sendSubmission } from './send-submission.ts';
import type { GalleryItem } from './gallery-types.ts';
import type { PropertyFormFields as FormShape } from '../../../shared/domain/property-schemas.ts';

export type ExistingImage = { id: string; previewUrl: string };

type Props = {
  mode: 'add' | 'edit';
  /** Where the form posts without JavaScript (the route's action). */
  action: string;
  defaultValue: Record<string, string | string[]>;
  existingImages: ExistingImage[];
  /** The action's answer when the form was sent without JavaScript. */
  lastResult: SubmissionResult<string[]> | null;
  /** A photo problem the server reported to the form without JavaScript. */
  serverImageError: string | null;
  googleMapsApiKey: string | undefined;
  csrfToken: string | undefined;
  /** Where the form posts with JavaScript, when not the public API of its mode (an owner's edit). */
  apiUrl?: string;
  /** The success dialog's second button, when not the property's page (an owner's edit: My Properties). */
  successLink?: { to: string; label: string };
};

const noSubscription = () => () => {};

/**
 * The submit / edit property form (spec 2.6). One schema with the server (shared/domain/property-
 * schemas.ts); without JavaScript it posts multipart to the route's action; with JavaScript it
 * validates first, then sends the same form to the API with upload progress per photo.
 */
export function PropertyForm(props: Props) {
  const { mode, action, defaultValue, existingImages, googleMapsApiKey, csrfToken } = props;
  const t = useT();
  const schema = mode === 'edit' ? propertyUpdateSchema : propertyFormSchema;
  const [lastResult, setLastResult] = useState(props.lastResult);
  // False on the server and during hydration, true after: the gallery and maps become interactive.
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [isBusy, setIsBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [progress, setProgress] = useState<Record<string, number> | null>(null);
  const [imageError, setImageError] = useState<string | null>(props.serverImageError);
  const [deleted, setDeleted] = useState<string[]>([]);
  // Fields edited since the last submit: their errors are hidden (spec 2.6).
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [items, setItems] = useState<GalleryItem[]>(() =>
    existingImages.map((image, index) => ({
      key: `existing-${image.id}`,
      kind: 'existing',
      id: image.id,
      previewUrl: image.previewUrl,
      name: t('submit.gallery.existingName', { n: index + 1 }),
    })),
  );
  const sectionIds = {
    basic: useId(),
    gallery: useId(),
    location: useId(),
    details: useId(),
    contact: useId(),
  };
  const gallerySection = useRef<HTMLElement>(null);

  const [form, fields] = useForm<FormShape, Record<string, unknown>>({
    id: 'property-form',
    lastResult,
    defaultValue: defaultValue as Partial<FormShape>,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate({ formData }) {
      setEdited(new Set());
      return parseWithZod(formData, { schema, disableAutoCoercion: true });
    },
    async onSubmit(event, { formData }) {
      event.preventDefault();
      if (items.length > MAX_IMAGES) {
        setDialog({ kind: 'limit' });
        return;
      }
      // The gallery's order and removals, as the API reads them (spec 3: images, deletedImages).
      const body = new FormData();
      for (const [key, value] of formData.entries()) {
        if (key !== 'images' && key !== 'deletedImages' && typeof value === 'string') body.append(key, value);
      }
      const textBytes = [...body.entries()].reduce(
        (sum, [k, v]) => sum + k.length + String(v).length + 100,
        0,
      );
      const offsets: { key: string; start: number; size: number }[] = [];
      let offset = textBytes;
      for (const item of items) {
        if (item.kind === 'existing') {
          body.append('images', item.id);
        } else {
          body.append('images', item.file, item.file.name);
          offsets.push({ key: item.key, start: offset, size: item.file.size });
          offset += item.file.size + 200;
        }
      }
      for (const id of deleted) body.append('deletedImages', id);

      setIsBusy(true);
      setProgress(Object.fromEntries(offsets.map((o) => [o.key, 0])));
      const result = await sendSubmission({
        url: props.apiUrl ?? (mode === 'edit' ? '/api/update-property' : '/api/submit-property'),
        body,
        csrfToken,
        onProgress(sent) {
          setProgress(
            Object.fromEntries(
              offsets.map((o) => [o.key, Math.max(0, Math.min(100, ((sent - o.start) / o.size) * 100))]),
            ),
          );
        },
      });
      setIsBusy(false);
      setProgress(null);
      if (result.ok) {
        setDialog({ kind: 'success', mode, id: result.id });
        return;
      }
      // The session ended (or was replaced) while editing: the spec's 'Authentication Error', and the
      // form keeps everything typed for the admin to send again once signed in.
      if (result.status === 401 || (result.status === 403 && result.reason === 'csrf')) {
        setDialog({ kind: 'auth', csrfToken });
        return;
      }
      const { images: photoErrors, ...fieldErrors } = result.fieldErrors;
      setImageError(photoErrors?.[0] ?? null);
      if (Object.keys(fieldErrors).length > 0) {
        setEdited(new Set());
        setLastResult({
          status: 'error',
          error: fieldErrors,
          state: { validated: Object.fromEntries(Object.keys(fieldErrors).map((k) => [k, true])) },
        });
      }
      setDialog({
        kind: 'error',
        status: result.status,
        // The API's words, in the page's language (its Accept-Language); no answer at all, ours.
        body: result.status === 0 ? t('submit.dialogs.networkTitle') : result.message,
        hasFieldErrors: Object.keys(result.fieldErrors).length > 0,
      });
    },
  });

  // A field's error clears as soon as it is edited (spec 2.6); the form checks again on submit.
  function clearEditedField(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && !edited.has(name)) setEdited(new Set([...edited, name]));
  }

  // The photo error, if any, is shown in the gallery; the dialog closing brings the user back to it.
  function closeDialog() {
    setDialog({ kind: 'none' });
    if (imageError) gallerySection.current?.scrollIntoView({ block: 'center' });
  }

  const asOptions = (values: readonly (string | number)[]) =>
    values.map((v) => ({ value: String(v), label: String(v) }));
  const choices = {
    listingType: [
      { value: 'rent', label: t('submit.options.rent') },
      { value: 'sale', label: t('submit.options.sale') },
    ],
    propertyType: PROPERTY_TYPES.map((type) => ({ value: type, label: t(`property.typeNames.${type}`) })),
    beds: asOptions(BEDROOM_OPTIONS),
    washrooms: asOptions(BATHROOM_OPTIONS),
  };
  // The basic section's choices: required, labelled like their field, "Choose..." first.
  const choice = (name: keyof typeof choices) => (
    <SelectField
      field={fields[name]}
      label={t(`submit.fields.${name}`)}
      options={choices[name]}
      placeholder={t('submit.choose')}
      isRequired
    />
  );

  return (
    <EditedFieldsContext value={edited}>
      {/* The note at the top of the form says what the asterisk means. */}
      <RequiredMarkingContext value="explained-asterisk">
        <form
          {...getFormProps(form)}
          method="post"
          action={action}
          encType="multipart/form-data"
          className="submit-form"
          aria-busy={isBusy}
          onInput={clearEditedField}
        >
          {mode === 'edit' ? <input {...withoutKey(getInputProps(fields.id, { type: 'hidden' }))} /> : null}
          {/* Signed in, adding is a write of the account too (its package): the same CSRF field. */}
          {csrfToken ? <input type="hidden" name="csrf" value={csrfToken} /> : null}
          <Hint>{t('submit.requiredHint')}</Hint>

          <section className="submit-form__section" aria-labelledby={sectionIds.basic}>
            <h2 id={sectionIds.basic}>{t('submit.sections.basic')}</h2>
            <TextField
              field={fields.title}
              label={t('submit.fields.title')}
              isRequired
              className="field--wide"
            />
            <div className="submit-form__grid">
              {choice('listingType')}
              {choice('propertyType')}
              <TextField
                field={fields.price}
                label={t('submit.fields.price')}
                hint={t('submit.fields.priceHint')}
                inputMode="decimal"
                isRequired
              />
              <TextField field={fields.sqft} label={t('submit.fields.sqft')} inputMode="numeric" isRequired />
              {choice('beds')}
              {choice('washrooms')}
              <TextField
                field={fields.availableDate}
                label={t('submit.fields.availableDate')}
                type="date"
                isRequired
              />
              <TextField
                field={fields.videoUrl}
                label={t('submit.fields.videoUrl')}
                type="url"
                hint={t('submit.fields.videoHint')}
              />
            </div>
          </section>

          <section className="submit-form__section" aria-labelledby={sectionIds.gallery} ref={gallerySection}>
            <h2 id={sectionIds.gallery}>{t('submit.sections.gallery')}</h2>
            <GalleryField
              items={items}
              onChange={setItems}
              onRemoveExisting={(id) => setDeleted((list) => [...list, id])}
              error={imageError}
              progress={progress}
              isBusy={isBusy}
              isHydrated={isHydrated}
              onLimitExceeded={() => setDialog({ kind: 'limit' })}
              onError={setImageError}
              maxImageBytes={MAX_IMAGE_BYTES}
            />
          </section>

          <section className="submit-form__section" aria-labelledby={sectionIds.location}>
            <h2 id={sectionIds.location}>{t('submit.sections.location')}</h2>
            <AddressSection
              form={form}
              fields={fields}
              googleMapsApiKey={isHydrated ? googleMapsApiKey : undefined}
              onMapsError={() => setDialog({ kind: 'network' })}
            />
          </section>

          <section className="submit-form__section" aria-labelledby={sectionIds.details}>
            <h2 id={sectionIds.details}>{t('submit.sections.details')}</h2>
            <ChoiceGroup
              field={fields.features}
              legend={t('submit.fields.features')}
              type="checkbox"
              options={FEATURES.map((feature) => ({
                value: feature,
                label: t(`property.featureNames.${feature}`),
              }))}
            />
            <TextareaField field={fields.description} label={t('submit.fields.description')} />
          </section>

          <section className="submit-form__section" aria-labelledby={sectionIds.contact}>
            <h2 id={sectionIds.contact}>{t('submit.sections.contact')}</h2>
            <div className="submit-form__grid">
              <TextField field={fields.name} label={t('submit.fields.name')} autoComplete="name" isRequired />
              <TextField
                field={fields.email}
                label={t('submit.fields.email')}
                type="email"
                autoComplete="email"
                isRequired
              />
              <TextField
                field={fields.phone}
                label={t('submit.fields.phone')}
                type="tel"
                hint={t('submit.fields.phoneHint')}
                autoComplete="tel"
                inputMode="tel"
                maxLength={PHONE_MAX_LENGTH}
                filter={keepDigits}
                isRequired
              />
            </div>
          </section>

          <CheckboxField
            field={fields.gdprAgreement}
            label={t('submit.fields.gdprAgreement')}
            isRequired
            className="submit-form__gdpr"
          />

          <button type="submit" className="button button--accent submit-form__button" disabled={isBusy}>
            {isBusy ? <LoaderCircle aria-hidden="true" className="spin" size={20} /> : null}
            {t(isBusy ? 'submit.buttonBusy' : 'submit.button')}
          </button>
        </form>
      </RequiredMarkingContext>

      {isBusy ? (
        <div className="submit-overlay" role="status" aria-live="polite">
          <LoaderCircle aria-hidden="true" className="spin" size={40} />
          <p>{t('submit.overlay')}</p>
        </div>
      ) : null}
      <SubmitDialogs
        state={dialog}
        onClose={closeDialog}
        returnTo={action}
        csrfToken={csrfToken}
        successLink={props.successLink}
      />
    </EditedFieldsContext>
  );
}
