import { data, Form, redirect, useNavigation } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/showing';
import '../i18n/catalogues/showings.ts';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { privatePageHeaders } from '../features/auth/account-answers.ts';
import { AccountStatus } from '../features/account/account-frame.tsx';
import { SlotPicker } from '../features/enquiries/slot-picker.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { formError } from '../responses.ts';
import { TOKEN_PATTERN } from '../../shared/domain/account-schemas.ts';
import { formatShowingWhen } from '../../shared/domain/showing-format.ts';
import type { ShowingSlot } from '../../shared/domain/showings.ts';
import { languageOf, pathInLanguage } from '../../shared/i18n/languages.ts';
import { SHOWING_MESSAGES } from '../../shared/i18n/showing-messages.ts';

/**
 * /showing?token=...: the manage link of a showing's e-mails (issue 30). Opening it only shows the
 * showing, its other free times and two buttons: a mail scanner that fetches the link changes
 * nothing. Moving or cancelling is a POST that uses the link up; a used, replaced or expired link
 * answers 410 with a way forward. After acting, the page redirects to what it did (?done=...).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const params = new URL(request.url).searchParams;
  const done = params.get('done');
  if (done === 'cancelled' || done === 'moved') {
    const at = params.get('at') ?? '';
    return { status: 'done', done, at: Number.isNaN(Date.parse(at)) ? null : at } as const;
  }
  const token = params.get('token') ?? '';
  const view = TOKEN_PATTERN.test(token) ? await services.showings.manageView(token) : null;
  if (!view || view.status === 'gone') {
    return data({ status: 'gone', propertyId: view?.propertyId ?? null } as const, { status: 410 });
  }
  return { ...view, token };
}

type ActionAnswer = { failure: 'gone' } | { failure: 'taken'; message: string; next: ShowingSlot[] };

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  const language = languageOf(request);
  const form = await env.readForm(request);
  const token = form.get('token');
  const intent = form.get('intent');
  const slot = form.get('slot');
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    return formError<ActionAnswer>(410, { failure: 'gone' });
  }
  const here = pathInLanguage('/showing', language);
  if (intent === 'cancel') {
    const result = await env.services.showings.cancelWithToken(token, { origin: env.origin });
    if (result === 'gone') return formError<ActionAnswer>(410, { failure: 'gone' });
    return redirect(`${here}?done=cancelled`, 303);
  }
  if (intent === 'move' && typeof slot === 'string') {
    const result = await env.services.showings.rescheduleWithToken(token, slot, { origin: env.origin });
    if (result.status === 'gone') return formError<ActionAnswer>(410, { failure: 'gone' });
    if (result.status === 'taken') {
      return formError<ActionAnswer>(409, {
        failure: 'taken',
        message: SHOWING_MESSAGES[language].slotTaken,
        next: result.next,
      });
    }
    return redirect(`${here}?done=moved&at=${encodeURIComponent(slot)}`, 303);
  }
  if (intent === 'move') {
    return formError<ActionAnswer>(409, {
      failure: 'taken',
      message: SHOWING_MESSAGES[language].slotRequired,
      next: [],
    });
  }
  return formError<ActionAnswer>(400, { failure: 'gone' });
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: i18n.t('showings.manage.metaTitle', { site: rootDataOf(matches)?.site.name ?? '' }),
  });

export default function ManageShowing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const isBusy = useNavigation().state === 'submitting';
  const answer = actionData as ActionAnswer | undefined;

  if (loaderData.status === 'done') {
    return (
      <section className="container auth-page showing-page" aria-labelledby="showing-title">
        <h1 id="showing-title">{t('showings.manage.heading')}</h1>
        <AccountStatus>
          {loaderData.done === 'moved' && loaderData.at
            ? t('showings.manage.moved', { when: formatShowingWhen(loaderData.at, language) })
            : t('showings.manage.cancelled')}
        </AccountStatus>
        <p>
          <Link to="/list-layout-new-3">{t('showings.manage.browseListings')}</Link>
        </p>
      </section>
    );
  }
  if (loaderData.status === 'gone' || answer?.failure === 'gone') {
    const propertyId = loaderData.status === 'gone' ? loaderData.propertyId : loaderData.property.id;
    return (
      <section className="container auth-page showing-page" aria-labelledby="showing-title">
        <h1 id="showing-title">{t('showings.manage.goneHeading')}</h1>
        <AccountStatus tone="problem">{t('showings.manage.goneText')}</AccountStatus>
        <p className="showing-page__actions">
          {propertyId ? (
            <Link className="button button--primary" to={`/single-property-1/${propertyId}`}>
              {t('showings.manage.viewProperty')}
            </Link>
          ) : null}
          <Link className="button button--ghost" to="/list-layout-new-3">
            {t('showings.manage.browseListings')}
          </Link>
        </p>
      </section>
    );
  }
  const { showing, property, days, token } = loaderData;
  const otherDays = days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.start !== showing.startsAt) }))
    .filter((day) => day.slots.length > 0);
  return (
    <section className="container auth-page showing-page" aria-labelledby="showing-title">
      <h1 id="showing-title">{t('showings.manage.heading')}</h1>
      <dl className="showing-page__details">
        <dt>{t('showings.manage.when')}</dt>
        <dd>
          {formatShowingWhen(showing.startsAt, language)} ({t('showings.manage.timeZone')})
        </dd>
        <dt>{t('showings.manage.property')}</dt>
        <dd>
          <Link to={`/single-property-1/${property.id}`}>{property.name}</Link>
        </dd>
        <dt>{t('showings.manage.address')}</dt>
        <dd>{property.address}</dd>
      </dl>
      <h2>{t('showings.manage.moveHeading')}</h2>
      {otherDays.length > 0 ? (
        <Form method="post" className="showing-page__form">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="move" />
          <SlotPicker days={otherDays} error={answer?.failure === 'taken' ? answer.message : undefined} />
          <button type="submit" className="button button--accent" disabled={isBusy}>
            {t('showings.manage.move')}
          </button>
        </Form>
      ) : (
        <p>{t('showings.manage.noOtherTimes')}</p>
      )}
      <h2>{t('showings.manage.cancelHeading')}</h2>
      <Form method="post" className="showing-page__form">
        <p>{t('showings.manage.cancelText')}</p>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button button--ghost" disabled={isBusy}>
          {t('showings.manage.cancel')}
        </button>
      </Form>
    </section>
  );
}
