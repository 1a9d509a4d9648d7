import { data, Form, redirect, useNavigation } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { ReactNode } from 'react';
import type { Route } from './+types/propertyadmin-showings';
import '../i18n/catalogues/admin.ts';
import '../i18n/catalogues/showings.ts';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { adminHeaders } from '../features/admin/admin-headers.ts';
import { CsrfInput } from '../features/auth/csrf-input.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { BLANK_ROWS, parseAvailabilityForm } from '../../shared/domain/showing-schemas.ts';
import {
  SHOWING_LIMITS,
  SLOT_LENGTHS,
  WEEKDAYS,
  type ShowingAvailability,
} from '../../shared/domain/showings.ts';
import { formatShowingDay, formatShowingTime } from '../../shared/domain/showing-format.ts';
import { pathWithoutLanguage, pageOfDataPath } from '../../shared/i18n/languages.ts';

const NOTICES = ['saved', 'removed', 'cancelled', 'not-found'] as const;
type Notice = (typeof NOTICES)[number];

/**
 * /propertyadmin/showings/:id (issue 30): a property's showing availability (weekly and one-off
 * windows, blackout dates, slot length, parties per slot, notice, buffer) and its booked showings by
 * day, each of which the office can cancel with a message. The form works without JavaScript: the
 * saved rows and two empty ones of each kind.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  await services.auth.requireAdminPage(request);
  const property = await services.properties.get(params.id, 'admin');
  if (!property) throw pageError(404);
  const [availability, upcoming] = await Promise.all([
    services.showings.availability(property.id),
    services.showings.upcoming(property.id),
  ]);
  const notice = new URL(request.url).searchParams.get('notice');
  return {
    property: { id: property.id, name: property.name, address: property.address },
    availability,
    upcoming,
    notice: (NOTICES as readonly string[]).includes(notice ?? '') ? (notice as Notice) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  await env.services.auth.requireAdminPage(request);
  const form = await env.readForm(request);
  const intent = form.get('intent');
  const back = (notice: Notice) =>
    redirect(`${pathWithoutLanguage(pageOfDataPath(new URL(request.url).pathname))}?notice=${notice}`, 303);
  if (intent === 'save') {
    const parsed = parseAvailabilityForm(form);
    if (!parsed.ok) return data({ problems: parsed.problems }, { status: 400 });
    const result = await env.services.showings.setAvailability(params.id, parsed.availability);
    if (result === 'not-found') throw pageError(404);
    return back('saved');
  }
  if (intent === 'remove') {
    if ((await env.services.showings.setAvailability(params.id, null)) === 'not-found') throw pageError(404);
    return back('removed');
  }
  if (intent === 'cancel') {
    const id = form.get('showingId');
    const message = form.get('message');
    if (
      typeof id !== 'string' ||
      typeof message !== 'string' ||
      message.length > SHOWING_LIMITS.cancelMessage
    ) {
      throw pageError(400);
    }
    const result = await env.services.showings.cancelByOffice(id, message);
    return back(result === 'cancelled' ? 'cancelled' : 'not-found');
  }
  throw pageError(400);
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: i18n.t('showings.admin.metaTitle', {
      name: loaderData?.property.name ?? '',
      site: rootDataOf(matches)?.site.name ?? '',
    }),
  });

const DEFAULTS: ShowingAvailability = {
  slotMinutes: 30,
  partiesPerSlot: 1,
  noticeHours: 2,
  bufferMinutes: 0,
  windows: [],
  blackouts: [],
};

function TimeInput({ name, label, defaultValue }: { name: string; label: string; defaultValue?: string }) {
  return (
    <label className="showing-admin__field">
      <span>{label}</span>
      <input type="time" name={name} defaultValue={defaultValue} step={300} />
    </label>
  );
}

/** One window's row: its day (`children`: a weekday or a date), then its start and end times. */
function WindowRow({
  prefix,
  n,
  start,
  end,
  children,
}: {
  prefix: string;
  n: number;
  start: string | undefined;
  end: string | undefined;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="showing-admin__row" role="group" aria-label={t('showings.admin.row', { n: n + 1 })}>
      {children}
      <TimeInput name={`${prefix}-start`} label={t('showings.admin.start')} defaultValue={start} />
      <TimeInput name={`${prefix}-end`} label={t('showings.admin.end')} defaultValue={end} />
    </div>
  );
}

export default function PropertyShowings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const isBusy = useNavigation().state === 'submitting';
  const { property, availability, upcoming, notice } = loaderData;
  const current = availability ?? DEFAULTS;
  const weekly = current.windows.filter((w) => w.kind === 'weekly');
  const once = current.windows.filter((w) => w.kind === 'once');
  const problems = (actionData as { problems?: string[] } | undefined)?.problems;
  const weeklyRows = [...weekly, ...Array.from({ length: BLANK_ROWS }, () => null)];
  const onceRows = [...once, ...Array.from({ length: BLANK_ROWS }, () => null)];
  const blackoutRows = [...current.blackouts, ...Array.from({ length: BLANK_ROWS }, () => '')];
  const noticeText = notice
    ? {
        saved: t('showings.admin.saved'),
        removed: t('showings.admin.removed'),
        cancelled: t('showings.admin.cancelledOne'),
        'not-found': t('showings.admin.notFound'),
      }[notice]
    : null;
  return (
    <section className="container admin-page showing-admin" aria-labelledby="showings-title">
      <p>
        <Link to="/propertyadmin">{t('showings.admin.back')}</Link>
      </p>
      <h1 id="showings-title">{t('showings.admin.heading', { name: property.name })}</h1>
      <p>{property.address}</p>
      {noticeText ? (
        <p className="showing-admin__notice" role="status">
          {noticeText}
        </p>
      ) : null}
      {problems ? (
        <p className="showing-admin__problem" role="alert">
          {t('showings.admin.invalid', { details: problems.join(', ') })}
        </p>
      ) : null}

      <h2>{t('showings.admin.availabilityHeading')}</h2>
      <p className="showing-admin__hint">{t('showings.admin.availabilityHint')}</p>
      <Form method="post" className="showing-admin__form">
        <CsrfInput />
        <input type="hidden" name="intent" value="save" />
        <div className="showing-admin__settings">
          <label className="showing-admin__field">
            <span>{t('showings.admin.slotMinutes')}</span>
            <select name="slotMinutes" defaultValue={String(current.slotMinutes)}>
              {SLOT_LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('showings.admin.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </label>
          <label className="showing-admin__field">
            <span>{t('showings.admin.partiesPerSlot')}</span>
            <input
              type="number"
              name="partiesPerSlot"
              min={SHOWING_LIMITS.partiesPerSlot.min}
              max={SHOWING_LIMITS.partiesPerSlot.max}
              defaultValue={current.partiesPerSlot}
              required
              aria-describedby="parties-hint"
            />
            <small id="parties-hint">{t('showings.admin.partiesHint')}</small>
          </label>
          <label className="showing-admin__field">
            <span>{t('showings.admin.noticeHours')}</span>
            <input
              type="number"
              name="noticeHours"
              min={SHOWING_LIMITS.noticeHours.min}
              max={SHOWING_LIMITS.noticeHours.max}
              defaultValue={current.noticeHours}
              required
            />
          </label>
          <label className="showing-admin__field">
            <span>{t('showings.admin.bufferMinutes')}</span>
            <input
              type="number"
              name="bufferMinutes"
              min={SHOWING_LIMITS.bufferMinutes.min}
              max={SHOWING_LIMITS.bufferMinutes.max}
              defaultValue={current.bufferMinutes}
              required
            />
          </label>
        </div>

        <fieldset className="showing-admin__rows">
          <legend>{t('showings.admin.weeklyHeading')}</legend>
          {weeklyRows.map((row, n) => (
            <WindowRow key={`weekly-${n}`} prefix={`weekly-${n}`} n={n} start={row?.start} end={row?.end}>
              <label className="showing-admin__field">
                <span>{t('showings.admin.weekday')}</span>
                <select
                  name={`weekly-${n}-weekday`}
                  defaultValue={row?.kind === 'weekly' ? String(row.weekday) : ''}
                >
                  <option value="">{t('showings.admin.noDay')}</option>
                  {WEEKDAYS.map((day) => (
                    <option key={day} value={day}>
                      {t(`showings.admin.weekdays.${day}`)}
                    </option>
                  ))}
                </select>
              </label>
            </WindowRow>
          ))}
        </fieldset>

        <fieldset className="showing-admin__rows">
          <legend>{t('showings.admin.onceHeading')}</legend>
          {onceRows.map((row, n) => (
            <WindowRow key={`once-${n}`} prefix={`once-${n}`} n={n} start={row?.start} end={row?.end}>
              <label className="showing-admin__field">
                <span>{t('showings.admin.date')}</span>
                <input
                  type="date"
                  name={`once-${n}-date`}
                  defaultValue={row?.kind === 'once' ? row.date : ''}
                />
              </label>
            </WindowRow>
          ))}
        </fieldset>

        <fieldset className="showing-admin__rows">
          <legend>{t('showings.admin.blackoutsHeading')}</legend>
          <div className="showing-admin__row">
            {blackoutRows.map((day, n) => (
              <label key={`blackout-${n}`} className="showing-admin__field">
                <span>{t('showings.admin.blackout', { n: n + 1 })}</span>
                <input type="date" name={`blackout-${n}`} defaultValue={day} />
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button button--accent" disabled={isBusy}>
          {t('showings.admin.save')}
        </button>
      </Form>
      {availability ? (
        <Form method="post" className="showing-admin__form">
          <CsrfInput />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="button button--ghost" disabled={isBusy}>
            {t('showings.admin.remove')}
          </button>
        </Form>
      ) : null}

      <h2>{t('showings.admin.upcomingHeading')}</h2>
      {upcoming.length === 0 ? (
        <p>{t('showings.admin.noUpcoming')}</p>
      ) : (
        upcoming.map((day) => (
          <section key={day.date} className="showing-admin__day" aria-labelledby={`day-${day.date}`}>
            <h3 id={`day-${day.date}`}>{formatShowingDay(day.date, language)}</h3>
            {day.isBlackout ? (
              <p className="showing-admin__problem">{t('showings.admin.onBlackout')}</p>
            ) : null}
            <ul className="showing-admin__list">
              {day.showings.map((showing) => (
                <li key={showing.id} className="showing-admin__item">
                  <p>
                    <strong>{formatShowingTime(showing.startsAt, language)}</strong> {showing.name} ·{' '}
                    <a href={`mailto:${showing.email}`}>{showing.email}</a> ·{' '}
                    <a href={`tel:${showing.phone}`}>{showing.phone}</a>
                  </p>
                  {showing.message ? <p className="showing-admin__message">{showing.message}</p> : null}
                  <Form method="post" className="showing-admin__cancel">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="showingId" value={showing.id} />
                    <label className="showing-admin__field">
                      <span>{t('showings.admin.cancelMessage')}</span>
                      <textarea name="message" rows={2} maxLength={SHOWING_LIMITS.cancelMessage} />
                    </label>
                    <button type="submit" className="button button--ghost" disabled={isBusy}>
                      {t('showings.admin.cancelShowing')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
