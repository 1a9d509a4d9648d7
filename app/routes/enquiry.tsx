import { data } from 'react-router';
import { Link } from '../components/site-link.tsx';
import type { SubmissionResult } from '@conform-to/react';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/enquiry';
import { requestEnvContext, type RequestEnv } from '../context.ts';
import { formError } from '../responses.ts';
import { SHOWING_MESSAGES } from '../../shared/i18n/showing-messages.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import type { SlotState } from '../features/enquiries/use-showing-slots.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import {
  NOT_APPLICABLE,
  propertyEnquiryFormSchema,
  showingFormSchema,
  type ShowingForm,
} from '../../shared/domain/enquiry-schemas.ts';
import BookShowingForm from '../features/enquiries/book-showing-form.tsx';
import { EnquiryForm } from '../features/enquiries/enquiry-form.tsx';
import { ServerResult } from '../features/enquiries/server-result.tsx';
import { handleEnquiryPost } from '../features/enquiries/handle-post.server.ts';
import {
  enquiryClientAction,
  enquiryHeaders,
  type EnquiryActionData,
} from '../features/enquiries/submission-state.ts';

type FormKind = 'showing' | 'enquiry';
const formKindOf = (value: FormDataEntryValue | string | null): FormKind =>
  value === 'enquiry' ? 'enquiry' : 'showing';

/**
 * /enquiry: where the Book Showing modal and the detail sidebar post (with JavaScript through a
 * fetcher, the page stays put). Without JavaScript, Book Showing links here (GET
 * ?property=<id>&form=showing) and both forms post here, and this page shows the form, its
 * server-side errors, or the result.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const params = new URL(request.url).searchParams;
  const property = await services.enquiries.propertyForEnquiry(params.get('property') ?? '');
  const form = formKindOf(params.get('form'));
  // Book Showing's free times, live (this page is never cached): the form works without JavaScript.
  const offer = property && form === 'showing' ? await services.showings.slots(property.id) : null;
  const slots: SlotState | undefined =
    offer?.status === 'offered'
      ? { status: 'offered', days: offer.days }
      : offer
        ? { status: 'on-request' }
        : undefined;
  return data({ property, form, slots }, { status: property ? 200 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  // The forms post to /enquiry?property=<id>&form=<kind>, so this page can render them again.
  const form = formKindOf(new URL(request.url).searchParams.get('form'));
  if (form === 'showing') {
    return handleEnquiryPost(
      request,
      env,
      showingFormSchema,
      (value) => ({
        kind: 'showing',
        propertyId: value.propertyId,
        name: value.name,
        email: value.email,
        phone: value.phone,
        message: value.message,
      }),
      (value, language, submission) => bookShowing(env, value, language, submission),
    );
  }
  return handleEnquiryPost(request, env, propertyEnquiryFormSchema, (value) => {
    const isEmployed = value.employed === 'Yes';
    return {
      kind: 'property',
      propertyId: value.propertyId,
      name: value.name,
      email: value.email,
      phone: value.phone,
      message: value.message,
      details: {
        pets: value.pets,
        isWorking: value.employed,
        // Spec 5: the employer's name only when employed; otherwise 'N/A'.
        employerDetails: isEmployed ? (value.employer ?? '') : NOT_APPLICABLE,
      },
    };
  });
}

/**
 * Book Showing with times (issue 30): a property that offers slots books the chosen one; one that
 * takes requests (or has no free time left) stores the request as before (undefined).
 */
async function bookShowing(
  env: RequestEnv,
  value: ShowingForm,
  language: Language,
  submission: {
    reply: (options?: { formErrors?: string[]; resetForm?: boolean }) => SubmissionResult<string[]>;
  },
) {
  const t = SHOWING_MESSAGES[language];
  const offer = await env.services.showings.slots(value.propertyId);
  if (offer.status !== 'offered' || (!value.slot && offer.days.length === 0)) return undefined;
  if (!value.slot) {
    return formError<EnquiryActionData>(400, {
      status: 'invalid',
      result: submission.reply({ formErrors: [t.slotRequired] }),
      nextSlots: [],
    });
  }
  const result = await env.services.showings.book(
    {
      propertyId: value.propertyId,
      start: value.slot,
      name: value.name,
      email: value.email,
      phone: value.phone,
      message: value.message ?? '',
      language,
    },
    { origin: env.origin },
  );
  if (result.status === 'booked') {
    return {
      status: 'sent',
      booked: { start: value.slot, email: value.email },
      result: submission.reply({ resetForm: true }),
    } satisfies EnquiryActionData;
  }
  if (result.status === 'taken') {
    return formError<EnquiryActionData>(409, {
      status: 'invalid',
      result: submission.reply({ formErrors: [t.slotTaken] }),
      nextSlots: result.next,
    });
  }
  return undefined;
}

export const headers = enquiryHeaders;

export const clientAction = enquiryClientAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const key = loaderData?.form === 'enquiry' ? 'enquiries.page.enquiryMetaTitle' : 'enquiries.page.metaTitle';
  return pageMeta(matches, { title: i18n.t(key, { site: root?.site.name ?? '' }), description: '' });
};

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { property, form, slots } = loaderData;
  const serverResult = actionData as EnquiryActionData | undefined;
  // A plain POST lands here with the property in the body, not the URL.
  if (!property) {
    return (
      <div className="container enquiry-page">
        <h1>{t('enquiries.page.sendHeading')}</h1>
        <ServerResult data={serverResult} kind="enquiry" />
        {serverResult?.status === 'sent' ? null : <p>{t('enquiries.page.chooseProperty')}</p>}
        <Link className="button button--primary" to="/list-layout-new-3">
          {t('enquiries.page.browseListings')}
        </Link>
      </div>
    );
  }
  const backLink = (
    <Link className="button button--primary" to={`/single-property-1/${property.id}`}>
      {t('enquiries.states.backToProperty', { name: property.name })}
    </Link>
  );
  return (
    <div className="container enquiry-page">
      {form === 'showing' ? <h1>{t('enquiries.bookShowingFor', { name: property.name })}</h1> : null}
      <ServerResult data={serverResult} kind="enquiry">
        {backLink}
      </ServerResult>
      {serverResult?.status === 'sent' ? null : form === 'showing' ? (
        <BookShowingForm property={property} serverResult={serverResult} serverSlots={slots} />
      ) : (
        <EnquiryForm property={property} serverResult={serverResult} headingLevel={1} />
      )}
    </div>
  );
}
