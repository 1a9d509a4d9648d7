import { Form, useNavigation } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { agentFormSchema, SOCIAL_FIELDS, type AgentFormValues } from '../../../shared/domain/agent-form.ts';
import { RequiredMarkingContext } from '../../components/form/field-parts.tsx';
import { TextareaField, TextField } from '../../components/form/text-fields.tsx';
import { LogoPicker } from './logo-picker.tsx';

/** A one-line field, labelled agents.form.<name>; a field that is not required is marked optional. */
type TextSpec = {
  name: Exclude<keyof AgentFormValues, 'description'>;
  type?: 'tel' | 'email' | 'url';
  autoComplete?: string;
  isRequired?: boolean;
};

const BASIC_FIELDS: readonly TextSpec[] = [
  { name: 'fullName', autoComplete: 'name', isRequired: true },
  { name: 'designation', isRequired: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', isRequired: true },
  { name: 'email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'landline', type: 'tel' },
];

const LOCATION_FIELDS: readonly TextSpec[] = [
  { name: 'address', autoComplete: 'address-line1', isRequired: true },
  { name: 'address2', autoComplete: 'address-line2' },
  { name: 'country', autoComplete: 'country-name', isRequired: true },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2', isRequired: true },
  { name: 'zip', autoComplete: 'postal-code' },
];

const SOCIAL_LINK_FIELDS: readonly TextSpec[] = SOCIAL_FIELDS.map((name) => ({ name, type: 'url' }));

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
  const t = useT();
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting' && navigation.formAction === action;
  const [form, fields] = useAgentForm(lastResult, defaultValue);
  const hasErrors = Object.values(form.allErrors).some((errors) => errors.length > 0);
  // The template marks the optional fields, not the required ones.
  const optional = t('agents.form.optional');
  const textFields = (specs: readonly TextSpec[]) =>
    specs.map(({ name, isRequired, ...control }) => (
      <TextField
        key={name}
        field={fields[name]}
        label={t(`agents.form.${name}`)}
        isRequired={isRequired}
        note={isRequired ? undefined : optional}
        {...control}
      />
    ));

  return (
    <RequiredMarkingContext value="unmarked">
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
            {textFields(BASIC_FIELDS)}
            <TextareaField
              field={fields.description}
              label={t('agents.form.description')}
              note={optional}
              rows={4}
              className="field--wide"
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('agents.form.location')}</legend>
          <div className="form-grid">{textFields(LOCATION_FIELDS)}</div>
        </fieldset>

        <fieldset>
          <legend>{t('agents.form.social')}</legend>
          <div className="form-grid">{textFields(SOCIAL_LINK_FIELDS)}</div>
        </fieldset>

        <button type="submit" className="button button--accent" disabled={isBusy}>
          {t(mode === 'add' ? 'agents.form.submitAdd' : 'agents.form.submitEdit')}
        </button>
      </Form>
    </RequiredMarkingContext>
  );
}
