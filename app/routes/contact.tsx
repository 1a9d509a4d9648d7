import { useRouteLoaderData } from 'react-router';
import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/contact';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { contactFormSchema, ENQUIRY_LIMITS } from '../../shared/domain/enquiry-schemas.ts';
import { siteDefaults } from '../../content/site.ts';
import type { loader as rootLoader } from '../root.tsx';
import { ContactForm } from '../features/enquiries/contact-form.tsx';
import { ContactDetails } from '../features/enquiries/contact-details.tsx';
import { LazyMap } from '../features/maps/lazy-map.tsx';
import { ServerResult } from '../features/enquiries/server-result.tsx';
import { handleEnquiryPost } from '../features/enquiries/handle-post.server.ts';
import {
  enquiryClientAction,
  enquiryHeaders,
  type EnquiryActionData,
} from '../features/enquiries/submission-state.ts';

/** ?subject=&message= prefill the form (the pricing and services pages link here that way). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    prefill: {
      subject: (params.get('subject') ?? '').slice(0, ENQUIRY_LIMITS.subject),
      message: (params.get('message') ?? '').slice(0, ENQUIRY_LIMITS.message),
    },
  };
}

/** Contact messages are enquiries of kind 'general' ('General Inquiry'); the typed subject is kept. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryPost(request, context.get(requestEnvContext), contactFormSchema, (value) => ({
    kind: 'general',
    name: value.name,
    email: value.email,
    phone: value.phone,
    subject: value.subject,
    message: value.message,
  }));
}

export const headers = enquiryHeaders;

export const clientAction = enquiryClientAction;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, {
    title: i18n.t('enquiries.contact.metaTitle', { site: root?.site.name ?? '' }),
    description: i18n.t('enquiries.contact.metaDescription'),
    canonical: '/contact',
  });
};

/** Spec 2.9: the form, plus the company's address, e-mail, phone and social links. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const site = useRouteLoaderData<typeof rootLoader>('root')?.site ?? siteDefaults;
  const serverResult = actionData as EnquiryActionData | undefined;
  return (
    <div className="container contact-page">
      <header className="contact-page__header">
        <h1>{t('enquiries.contact.heading')}</h1>
        <p>{t('enquiries.contact.intro')}</p>
      </header>
      <div className="contact-page__layout">
        <section className="contact-page__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('enquiries.contact.formHeading')}</h2>
          <ServerResult data={serverResult} kind="contact">
            <Link className="button button--primary" to="/" reloadDocument>
              {t('enquiries.states.ok')}
            </Link>
          </ServerResult>
          {serverResult?.status === 'sent' ? null : (
            <ContactForm prefill={loaderData.prefill} serverResult={serverResult} />
          )}
        </section>
        <ContactDetails
          site={site}
          map={
            <LazyMap
              latitude={site.location.latitude}
              longitude={site.location.longitude}
              address={site.streetAddress}
              label={t('enquiries.contact.mapLabel', { name: site.name })}
              showAddress={false}
            />
          }
        />
      </div>
    </div>
  );
}
