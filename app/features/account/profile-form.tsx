import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { profileSchema, PROFILE_LIMITS, type Profile } from '../../../shared/domain/profile-schema.ts';
import { PROFILE_SOCIAL_NETWORKS } from '../../../shared/domain/account.ts';
import { PROVINCE_NAMES } from '../../../shared/domain/options.ts';
import { PHONE_MAX_LENGTH } from '../../../shared/domain/limits.ts';
import { RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { SelectField, TextareaField, TextField } from '../../components/form/text-fields.tsx';
import { CsrfInput } from '../auth/index.ts';
import type { account } from '../../../shared/i18n/en/account.ts';

type FieldName = keyof (typeof account)['account']['profile']['fields'];
/** The form's fields as Conform holds them: every one a string. */
type ProfileFields = Record<Exclude<FieldName, 'emailHint' | 'titleHint' | 'provinceNone'>, string>;

/** The profile form's values as the form fields hold them (social links flattened by network). */
function defaultsOf(profile: Profile): ProfileFields {
  const { socialLinks, ...rest } = profile;
  const links = Object.fromEntries(
    PROFILE_SOCIAL_NETWORKS.map((network) => [network, socialLinks[network] ?? '']),
  ) as Record<(typeof PROFILE_SOCIAL_NETWORKS)[number], string>;
  return { ...rest, ...links };
}

/**
 * Spec 3 "Profile form": name, email, title, phone, address, city, province, postal code, about,
 * social links. Posts to /my-profile's action (works without JavaScript); with it, each field is
 * checked as it is left, with the server's schema.
 */
export function ProfileForm({
  profile,
  lastResult,
}: {
  profile: Profile;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const t = useT();
  const isBusy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<ProfileFields>({
    id: 'profile',
    lastResult,
    defaultValue: defaultsOf(profile),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  const label = (key: FieldName) => t(`account.profile.fields.${key}`);
  return (
    <Form method="post" className="profile-form" {...getFormProps(form)}>
      <CsrfInput />
      <RequiredMarkingContext value="asterisk">
        <fieldset className="profile-form__group">
          <legend>{t('account.profile.personal')}</legend>
          <div className="profile-form__grid">
            <TextField
              field={fields.name}
              label={label('name')}
              autoComplete="name"
              isRequired
              maxLength={100}
            />
            <TextField
              field={fields.email}
              label={label('email')}
              type="email"
              autoComplete="email"
              hint={t('account.profile.fields.emailHint')}
              isRequired
            />
            <TextField
              field={fields.title}
              label={label('title')}
              hint={t('account.profile.fields.titleHint')}
              autoComplete="organization-title"
              maxLength={PROFILE_LIMITS.title}
            />
            <TextField
              field={fields.phone}
              label={label('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX_LENGTH + 10}
            />
          </div>
          <TextareaField
            field={fields.about}
            label={label('about')}
            rows={5}
            maxLength={PROFILE_LIMITS.about}
          />
        </fieldset>
        <fieldset className="profile-form__group">
          <legend>{t('account.profile.addressSection')}</legend>
          <TextField
            field={fields.address}
            label={label('address')}
            autoComplete="street-address"
            maxLength={PROFILE_LIMITS.address}
            className="field--wide"
          />
          <div className="profile-form__grid profile-form__grid--three">
            <TextField
              field={fields.city}
              label={label('city')}
              autoComplete="address-level2"
              maxLength={PROFILE_LIMITS.city}
            />
            <SelectField
              field={fields.province}
              label={label('province')}
              options={PROVINCE_NAMES.map((name) => ({ value: name, label: name }))}
              placeholder={t('account.profile.fields.provinceNone')}
              autoComplete="address-level1"
            />
            <TextField
              field={fields.postalCode}
              label={label('postalCode')}
              autoComplete="postal-code"
              maxLength={10}
            />
          </div>
        </fieldset>
        <fieldset className="profile-form__group">
          <legend>{t('account.profile.social')}</legend>
          <p className="profile-form__hint">{t('account.profile.socialHint')}</p>
          <div className="profile-form__grid">
            {PROFILE_SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network}
                field={fields[network]}
                label={label(network)}
                type="url"
                inputMode="url"
                maxLength={PROFILE_LIMITS.url}
              />
            ))}
          </div>
        </fieldset>
      </RequiredMarkingContext>
      <button type="submit" className="button button--accent" disabled={isBusy}>
        {isBusy ? t('account.profile.saving') : t('account.profile.save')}
      </button>
    </Form>
  );
}
