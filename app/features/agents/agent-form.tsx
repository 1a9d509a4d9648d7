import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { CircleAlert } from 'lucide-react';
import { agentFormSchema, type AgentFormValues } from '../../../shared/domain/agent-form.ts';
import { LogoPicker } from './logo-picker.tsx';

type FieldName = keyof AgentFormValues;
type Fields = ReturnType<typeof useAgentForm>[1];

function useAgentForm(
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: Partial<AgentFormValues>,
) {
  return useForm({
    id: 'agent-form',
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: agentFormSchema }),
  });
}

/**
 * The add/edit agent form (spec 2.11 and 3). A real POST form that works without JavaScript;
 * Conform validates with the action's own schema in the browser. Saving is not in the spec: the
 * action validates, then says plainly that nothing was stored.
 */
export function AgentForm({
  mode,
  action,
  lastResult,
  isNotSaved,
  defaultValue,
}: {
  mode: 'add' | 'edit';
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  isNotSaved: boolean;
  defaultValue: Partial<AgentFormValues>;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting' && navigation.formAction === action;
  const [form, fields] = useAgentForm(lastResult, defaultValue);
  const hasErrors = Object.values(form.allErrors).some((errors) => errors.length > 0);

  return (
    <Form method="post" action={action} className="agent-form" {...getFormProps(form)}>
      {isNotSaved && !hasErrors ? (
        <div className="form-notice" role="status">
          <p>{t('agents.form.notSaved')}</p>
          <Link to="/contact">{t('agents.form.contactUs')}</Link>
        </div>
      ) : null}
      {lastResult?.status === 'error' && hasErrors ? (
        <p className="form-notice" role="alert">
          {t('agents.form.fixErrors')}
        </p>
      ) : null}

      <fieldset>
        <legend>{t('agents.form.logoLegend')}</legend>
        <LogoPicker id="agent-logo" />
      </fieldset>

      <fieldset>
        <legend>{t('agents.form.basic')}</legend>
        <div className="form-grid">
          <TextField
            fields={fields}
            name="fullName"
            label={t('agents.form.fullName')}
            autoComplete="name"
            required
          />
          <TextField fields={fields} name="designation" label={t('agents.form.designation')} required />
          <TextField
            fields={fields}
            name="phone"
            label={t('agents.form.phone')}
            type="tel"
            autoComplete="tel"
            required
          />
          <TextField
            fields={fields}
            name="email"
            label={t('agents.form.email')}
            type="email"
            autoComplete="email"
            required
          />
          <TextField fields={fields} name="landline" label={t('agents.form.landline')} type="tel" />
          <div className="field field--wide">
            <label htmlFor={fields.description.id}>
              {t('agents.form.description')}{' '}
              <span className="field__optional">{t('agents.form.optional')}</span>
            </label>
            <textarea {...getTextareaProps(fields.description)} rows={4} />
            <FieldError id={fields.description.errorId} errors={fields.description.errors} />
          </div>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('agents.form.location')}</legend>
        <div className="form-grid">
          <TextField
            fields={fields}
            name="address"
            label={t('agents.form.address')}
            autoComplete="address-line1"
            required
          />
          <TextField
            fields={fields}
            name="address2"
            label={t('agents.form.address2')}
            autoComplete="address-line2"
          />
          <TextField
            fields={fields}
            name="country"
            label={t('agents.form.country')}
            autoComplete="country-name"
            required
          />
          <TextField
            fields={fields}
            name="state"
            label={t('agents.form.state')}
            autoComplete="address-level1"
          />
          <TextField
            fields={fields}
            name="city"
            label={t('agents.form.city')}
            autoComplete="address-level2"
            required
          />
          <TextField fields={fields} name="zip" label={t('agents.form.zip')} autoComplete="postal-code" />
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('agents.form.social')}</legend>
        <div className="form-grid">
          <TextField fields={fields} name="facebook" label={t('agents.form.facebook')} type="url" />
          <TextField fields={fields} name="twitter" label={t('agents.form.twitter')} type="url" />
          <TextField fields={fields} name="linkedin" label={t('agents.form.linkedin')} type="url" />
          <TextField fields={fields} name="googlePlus" label={t('agents.form.googlePlus')} type="url" />
          <TextField fields={fields} name="instagram" label={t('agents.form.instagram')} type="url" />
          <TextField fields={fields} name="tumbler" label={t('agents.form.tumbler')} type="url" />
        </div>
      </fieldset>

      <button type="submit" className="button button--accent" disabled={isBusy}>
        {t(mode === 'add' ? 'agents.form.submitAdd' : 'agents.form.submitEdit')}
      </button>
    </Form>
  );
}

function TextField({
  fields,
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
}: {
  fields: Fields;
  name: FieldName;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const field = fields[name];
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {required ? null : <span className="field__optional"> {t('agents.form.optional')}</span>}
      </label>
      <input {...getInputProps(field, { type })} autoComplete={autoComplete} required={required} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      <CircleAlert aria-hidden="true" size={16} />
      {errors[0]}
    </p>
  );
}
