import { lazy, Suspense, useId } from 'react';
import { getInputProps, type FormMetadata } from '@conform-to/react';
import type { PropertyFormFields as FormShape } from '../../../shared/domain/property-schemas.ts';
import { useT } from '../../i18n/use-t.ts';
import { PROVINCES } from '../../../shared/domain/options.ts';
import { addressPartsOf } from '../../../shared/domain/address.ts';
import type { ChosenPlace } from '../maps/index.ts';
import { withoutKey } from '../../components/form/field-state.ts';
import { Hint } from '../../components/form/field-parts.tsx';
import { SelectField, TextField } from '../../components/form/text-fields.tsx';

// Google's script and the element around it load only with a key, once the page is interactive.
const PlacesAutocomplete = lazy(() =>
  import('../maps/index.ts').then((m) => ({ default: m.PlacesAutocomplete })),
);

type AddressFieldName =
  | 'address'
  | 'streetNumber'
  | 'streetName'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'placeId'
  | 'latitude'
  | 'longitude';

type Props = {
  form: FormMetadata<FormShape, string[]>;
  fields: Pick<ReturnType<FormMetadata<FormShape, string[]>['getFieldset']>, AddressFieldName>;
  /** Set only when a maps key is configured and the page is interactive. */
  googleMapsApiKey: string | undefined;
  onMapsError: () => void;
};

/**
 * The Location section. The typed fields always work (and are checked the same way); with a maps
 * key, Places autocomplete limited to Canada fills them in (spec 2.6): address, place id, city,
 * province expanded to its full name, postal code, street number and name, and the coordinates.
 */
export function AddressSection({ form, fields, googleMapsApiKey, onMapsError }: Props) {
  const t = useT();
  const searchLabelId = useId();

  function fill(place: ChosenPlace) {
    const parts = addressPartsOf(place.formattedAddress, place.components);
    const values: Record<AddressFieldName, string> = {
      ...parts,
      placeId: place.placeId,
      latitude: place.latitude === null ? '' : String(place.latitude),
      longitude: place.longitude === null ? '' : String(place.longitude),
    };
    for (const [name, value] of Object.entries(values)) {
      form.update({ name, value, validated: false });
    }
  }

  return (
    <>
      {googleMapsApiKey ? (
        <div className="field field--wide">
          <span id={searchLabelId} className="field__label">
            {t('submit.fields.addressSearch')}
          </span>
          <Hint>{t('submit.fields.addressSearchHint')}</Hint>
          <Suspense fallback={null}>
            <PlacesAutocomplete
              apiKey={googleMapsApiKey}
              label={t('submit.fields.addressSearch')}
              labelId={searchLabelId}
              onPlace={fill}
              onLoadError={onMapsError}
            />
          </Suspense>
        </div>
      ) : null}
      <TextField
        field={fields.address}
        label={t('submit.fields.address')}
        hint={t('submit.fields.addressHint')}
        // One line of an <input>: 'street-address' is for a multi-line textarea (HTML autofill).
        autoComplete="address-line1"
        isRequired
        className="field--wide"
      />
      <div className="submit-form__grid">
        <TextField field={fields.streetNumber} label={t('submit.fields.streetNumber')} isRequired />
        <TextField field={fields.streetName} label={t('submit.fields.streetName')} isRequired />
        <TextField
          field={fields.city}
          label={t('submit.fields.city')}
          autoComplete="address-level2"
          isRequired
        />
        <SelectField
          field={fields.province}
          label={t('submit.fields.province')}
          options={PROVINCES.map((p) => ({ value: p.name, label: p.name }))}
          placeholder={t('submit.choose')}
          autoComplete="address-level1"
          isRequired
        />
        <TextField
          field={fields.postalCode}
          label={t('submit.fields.postalCode')}
          hint={t('submit.fields.postalCodeHint')}
          autoComplete="postal-code"
          maxLength={7}
          isRequired
        />
      </div>
      <input {...withoutKey(getInputProps(fields.placeId, { type: 'hidden' }))} />
      <input {...withoutKey(getInputProps(fields.latitude, { type: 'hidden' }))} />
      <input {...withoutKey(getInputProps(fields.longitude, { type: 'hidden' }))} />
    </>
  );
}
