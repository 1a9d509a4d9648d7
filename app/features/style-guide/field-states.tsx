// The samples say the enquiry forms' field errors: their catalogue part and their schemas' message keys
// (shared/i18n/validation-keys.ts) load with this module, as with the forms, so a French page hydrates
// with the French words the server wrote.
import '../../i18n/catalogues/enquiry-forms.ts';
import '../../../shared/domain/enquiry-schemas.ts';
import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { useT } from '../../i18n/use-t.ts';
import { TextareaField, TextField, SelectField } from '../../components/form/text-fields.tsx';
import { CheckboxField, ChoiceGroup } from '../../components/form/choice-fields.tsx';
import { PlaceField } from '../../components/form/place-field.tsx';
import { keepDigits } from '../../components/form/field-state.ts';
import { FILTER_CITIES, PROVINCES } from '../../../shared/domain/options.ts';
import { enquiryMessages } from '../../../shared/i18n/en/enquiry-messages.ts';
import { GuideSection, Specimen, StateSample } from './specimen.tsx';

const FORM_ID = 'style-guide-fields';

/** One field per sample; names say the state they show. */
type SampleFields = {
  emptyName: string;
  filledName: string;
  requiredEmail: string;
  hintPhone: string;
  invalidEmail: string;
  disabledName: string;
  filledMessage: string;
  invalidMessage: string;
  filledProvince: string;
  invalidProvince: string;
  invalidConsent: string;
  pets: string;
};

/**
 * The form-field kit (app/components/form/) in each of its states. The fields sit in one Conform form
 * whose "last result" carries the values and the errors, as a form answered by the server would
 * (without its 'error' status, which would move the focus to the first error on load):
 * the invalid samples show the schemas' own messages. A disabled field is a kit field inside a
 * disabled <fieldset> (the platform disables every control inside). Nothing here is ever sent.
 */
export function FieldStates() {
  const t = useT();
  const v = enquiryMessages.validation;
  // Made once: Conform reports a new last result (and focuses its first error) on every change of it.
  const [lastResult] = useState<SubmissionResult<string[]>>(() => ({
    initialValue: {
      filledName: t('styleGuide.fields.sampleName'),
      disabledName: t('styleGuide.fields.sampleName'),
      invalidEmail: t('styleGuide.fields.sampleBadEmail'),
      filledMessage: t('styleGuide.fields.sampleMessage'),
      filledProvince: 'New Brunswick',
      pets: 'no',
    },
    error: {
      invalidEmail: [v.emailInvalid],
      invalidMessage: [v.messageRequired],
      invalidProvince: [t('styleGuide.fields.chooseOption')],
      invalidConsent: [v.consentRequired],
    },
  }));
  const [form, fields] = useForm<SampleFields>({ id: FORM_ID, lastResult, shouldValidate: 'onSubmit' });
  const provinces = PROVINCES.map((p) => ({ value: p.name, label: p.name }));
  const yesNo = [
    { value: 'yes', label: t('enquiries.fields.yes') },
    { value: 'no', label: t('enquiries.fields.no') },
  ];
  const state = (key: 'empty' | 'filled' | 'required' | 'hint' | 'invalid' | 'disabled') =>
    t(`styleGuide.fields.states.${key}`);

  return (
    <GuideSection id="fields" title={t('styleGuide.fields.title')}>
      <p className="guide-section__note">{t('styleGuide.fields.note')}</p>
      {/* A sample form: it has no action and nothing submits it. */}
      <form
        {...getFormProps(form)}
        className="style-guide__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <Specimen name="<TextField>" note={t('styleGuide.fields.textField')} isWide>
          <div className="state-grid">
            <StateSample state={state('empty')}>
              <TextField field={fields.emptyName} label={t('enquiries.fields.name')} autoComplete="off" />
            </StateSample>
            <StateSample state={state('filled')}>
              <TextField field={fields.filledName} label={t('enquiries.fields.name')} autoComplete="off" />
            </StateSample>
            <StateSample state={state('required')}>
              <TextField
                field={fields.requiredEmail}
                label={t('enquiries.fields.email')}
                type="email"
                isRequired
                autoComplete="off"
              />
            </StateSample>
            <StateSample state={state('hint')}>
              <TextField
                field={fields.hintPhone}
                label={t('enquiries.fields.phone')}
                type="tel"
                inputMode="numeric"
                hint={t('enquiries.fields.phoneHint')}
                filter={keepDigits}
                isRequired
                autoComplete="off"
              />
            </StateSample>
            <StateSample state={state('invalid')}>
              <TextField
                field={fields.invalidEmail}
                label={t('enquiries.fields.email')}
                type="email"
                isRequired
                autoComplete="off"
              />
            </StateSample>
            <fieldset className="state-sample" disabled>
              <legend className="state-sample__state">{state('disabled')}</legend>
              <TextField field={fields.disabledName} label={t('enquiries.fields.name')} autoComplete="off" />
            </fieldset>
          </div>
        </Specimen>

        <Specimen name="<TextareaField>" note={t('styleGuide.fields.textareaField')} isWide>
          <div className="state-grid">
            <StateSample state={state('filled')}>
              <TextareaField field={fields.filledMessage} label={t('enquiries.fields.message')} rows={3} />
            </StateSample>
            <StateSample state={state('invalid')}>
              <TextareaField
                field={fields.invalidMessage}
                label={t('enquiries.fields.contactMessage')}
                rows={3}
                isRequired
              />
            </StateSample>
          </div>
        </Specimen>

        <Specimen name="<SelectField>" note={t('styleGuide.fields.selectField')} isWide>
          <div className="state-grid">
            <StateSample state={state('filled')}>
              <SelectField
                field={fields.filledProvince}
                label={t('styleGuide.fields.provinceLabel')}
                options={provinces}
                placeholder={t('styleGuide.fields.choose')}
              />
            </StateSample>
            <StateSample state={state('invalid')}>
              <SelectField
                field={fields.invalidProvince}
                label={t('styleGuide.fields.provinceLabel')}
                options={provinces}
                placeholder={t('styleGuide.fields.choose')}
                isRequired
              />
            </StateSample>
          </div>
        </Specimen>

        <div className="specimen-grid">
          <Specimen name="<CheckboxField>" note={t('styleGuide.fields.checkboxField')}>
            <StateSample state={state('invalid')}>
              <CheckboxField field={fields.invalidConsent} label={t('enquiries.fields.consent')} isRequired />
            </StateSample>
          </Specimen>
          <Specimen name="<ChoiceGroup>" note={t('styleGuide.fields.choiceGroup')}>
            <StateSample state={state('filled')}>
              <ChoiceGroup
                field={fields.pets}
                legend={t('enquiries.fields.pets')}
                type="radio"
                options={yesNo}
              />
            </StateSample>
          </Specimen>
          <Specimen name="<PlaceField>" note={t('styleGuide.fields.placeField')}>
            <StateSample state={state('empty')}>
              <PlaceField
                id="style-guide-city"
                name="city"
                label={t('styleGuide.fields.cityLabel')}
                defaultValue=""
                placeholder={t('styleGuide.fields.cityPlaceholder')}
                suggestions={FILTER_CITIES}
              />
            </StateSample>
          </Specimen>
        </div>
      </form>
    </GuideSection>
  );
}
