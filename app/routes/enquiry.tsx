import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/enquiry';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import {
  NOT_APPLICABLE,
  propertyEnquiryFormSchema,
  showingFormSchema,
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
  return data({ property, form: formKindOf(params.get('form')) }, { status: property ? 200 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(requestEnvContext);
  // The forms post to /enquiry?property=<id>&form=<kind>, so this page can render them again.
  const form = formKindOf(new URL(request.url).searchParams.get('form'));
  if (form === 'showing') {
    return handleEnquiryPost(request, env, showingFormSchema, (value) => ({
      kind: 'showing',
      propertyId: value.propertyId,
      name: value.name,
      email: value.email,
      phone: value.phone,
      message: value.message,
    }));
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

export const headers = enquiryHeaders;

export const clientAction = enquiryClientAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  const key = loaderData?.form === 'enquiry' ? 'enquiries.page.enquiryMetaTitle' : 'enquiries.page.metaTitle';
  return pageMeta(matches, { title: i18n.t(key, { site: root?.site.name ?? '' }), description: '' });
};

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { property, form } = loaderData;
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
        <BookShowingForm property={property} serverResult={serverResult} />
      ) : (
        <EnquiryForm property={property} serverResult={serverResult} headingLevel={1} />
      )}
    </div>
  );
}
