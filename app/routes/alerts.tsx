import { Form, useNavigation } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/alerts';
import '../i18n/catalogues/enquiry-forms.ts';
import '../i18n/catalogues/showings.ts';
import { requestEnvContext } from '../context.ts';
import { formError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';
import { AccountStatus } from '../features/account/account-frame.tsx';
import { TextField } from '../components/form/text-fields.tsx';
import { CheckboxField, ChoiceGroup } from '../components/form/choice-fields.tsx';
import { alertFormSchema } from '../../shared/domain/enquiry-schemas.ts';
import { ALERT_FREQUENCIES, ALERT_LIMITS } from '../../shared/domain/alerts.ts';
import { HONEYPOT_FIELD } from '../../shared/domain/enquiry.ts';
import { parseListingQuery } from '../../shared/domain/listing-query.ts';
import { alertQueryOf, consentTextOf, describeSearch } from '../../shared/domain/alert-search.ts';
import { languageOf, type Language } from '../../shared/i18n/languages.ts';

/** A form post is a few kilobytes. */
const MAX_BODY_BYTES = 16 * 1024;

/** The search of a query string, in its canonical form and in words. */
function searchOf(query: string, language: Language) {
  const filters = parseListingQuery(new URLSearchParams(query));
  return { query: alertQueryOf(filters), words: describeSearch(filters, language) };
}

/**
 * /alerts?<the listing's query>: "Get alerts for this search" (issue 30). The search in words, the
 * address (the account's when signed in), how often, and a consent box of its own, never ticked in
 * advance (CASL). Sending it records the consent and e-mails a confirmation link: nothing else is
 * sent until that link's button is pressed (/alerts/confirm).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, site } = context.get(requestEnvContext);
  const language = languageOf(request);
  const search = searchOf(new URL(request.url).search.slice(1), language);
  const current = await services.auth.authenticate(request);
  return {
    search,
    email: current?.via === 'cookie' ? current.user.email : '',
    consent: consentTextOf(language, site.name),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  const language = languageOf(request);
  // Every post counts against the enquiry forms' limit per address: no one mails a stranger a
  // hundred confirmation requests.
  const limit = await env.services.enquiries.checkRateLimit(env.clientIp).catch(() => null);
  const formData = await env.readForm(request, { maxBytes: MAX_BODY_BYTES });
  const submission = parseWithZod(formData, { schema: alertFormSchema });
  if (!limit) return formError(503, { status: 'failed' as const, result: submission.reply() });
  if (!limit.isAllowed) {
    return formError(
      429,
      { status: 'failed' as const, result: submission.reply() },
      { 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }
  if (submission.status !== 'success')
    return formError(400, { status: 'invalid' as const, result: submission.reply() });
  const { email, frequency, query } = submission.value;
  if (submission.value[HONEYPOT_FIELD]) return { status: 'sent' as const, email };
  const current = await env.services.auth.authenticate(request);
  // Linked to the account only when it is the account's own address.
  const userId =
    current?.via === 'cookie' && current.user.email.toLowerCase() === email.toLowerCase()
      ? current.user.id
      : undefined;
  try {
    const result = await env.services.alerts.create(
      {
        filters: parseListingQuery(new URLSearchParams(query)),
        email,
        frequency,
        language,
        ip: env.clientIp,
        userId,
      },
      { origin: env.origin },
    );
    if (result === 'limit') return formError(409, { status: 'limit' as const, result: submission.reply() });
  } catch (error) {
    env.log.error({ err: error }, 'alert could not be stored');
    return formError(503, { status: 'failed' as const, result: submission.reply() });
  }
  return { status: 'sent' as const, email };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('showings.alerts.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

type Answer =
  { status: 'sent'; email: string } | { status: 'invalid' | 'limit' | 'failed'; result?: unknown };

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const isBusy = useNavigation().state !== 'idle';
  const answer = actionData as Answer | undefined;
  const { search, email, consent } = loaderData;
  const [form, fields] = useForm({
    id: 'alert-form',
    lastResult: answer && 'result' in answer ? (answer.result as never) : null,
    defaultValue: { email, frequency: 'daily', query: search.query },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: alertFormSchema }),
  });
  const back = `/list-layout-new-3${search.query ? `?${search.query}` : ''}`;
  if (answer?.status === 'sent') {
    return (
      <section className="container auth-page alert-page" aria-labelledby="alerts-title">
        <h1 id="alerts-title">{t('showings.alerts.sentHeading')}</h1>
        <AccountStatus>{t('showings.alerts.sent', { email: answer.email })}</AccountStatus>
        <p>
          <Link to={back}>{t('showings.alerts.backToSearch')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="container auth-page alert-page" aria-labelledby="alerts-title">
      <h1 id="alerts-title">{t('showings.alerts.heading')}</h1>
      {answer?.status === 'limit' || answer?.status === 'failed' ? (
        <AccountStatus tone="problem">
          {answer.status === 'limit'
            ? t('showings.alerts.limit', { count: ALERT_LIMITS.perAddress })
            : t('showings.alerts.failed')}
        </AccountStatus>
      ) : null}
      <dl className="alert-page__search">
        <dt>{t('showings.alerts.search')}</dt>
        <dd>{search.words}</dd>
      </dl>
      <Form method="post" className="account-form" {...getFormProps(form)}>
        <input type="hidden" name="query" value={search.query} />
        <TextField
          field={fields.email}
          label={t('showings.alerts.email')}
          type="email"
          autoComplete="email"
          isRequired
        />
        <ChoiceGroup
          field={fields.frequency}
          legend={t('showings.alerts.frequency')}
          type="radio"
          options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(`showings.alerts.${value}`) }))}
        />
        <CheckboxField field={fields.alertConsent} label={consent} isRequired />
        <div className="enquiry-form__trap" aria-hidden="true">
          <label htmlFor="alert-website">{t('enquiries.fields.honeypot')}</label>
          <input
            id="alert-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <p className="alert-page__note">{t('showings.alerts.privacy')}</p>
        <button type="submit" className="button button--accent" disabled={isBusy}>
          {t('showings.alerts.create')}
        </button>
      </Form>
      <p>
        <Link to={back}>{t('showings.alerts.backToSearch')}</Link>
      </p>
    </section>
  );
}
