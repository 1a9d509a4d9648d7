import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { MapPin } from 'lucide-react';
import type { Route } from './+types/services-offered';
import { SocialLinks } from '../components/social-links.tsx';
import { companyMeta } from '../features/company/company-meta.ts';
import { ContactBoxes } from '../features/company/contact-boxes.tsx';
import { PageHero } from '../features/company/page-hero.tsx';
import { ListingPackageCards, ManagementPlanCards } from '../features/company/plan-cards.tsx';
import { useSite } from '../features/company/use-site.ts';
import '../i18n/catalogues/company.ts';
import { servicesContent } from '../i18n/content/services.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { packagesContent } from '../i18n/content/packages.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  companyMeta(matches, {
    title: 'servicesTitle',
    description: 'servicesDescription',
    path: '/services-offered',
  });

/** Spec 2.10 and 1: services, service areas, packages and plans; '#99Pricing' is the packages anchor. */
export default function ServicesOffered() {
  const t = useT();
  const { listingPackages, managementPlans } = packagesContent.of(useLanguage());
  const { services, serviceAreas, servicesIntro } = servicesContent.of(useLanguage());
  const site = useSite();
  return (
    <>
      <PageHero id="services-title" title={t('company.services.title')}>
        <p className="page-hero__lead">{servicesIntro.lead}</p>
      </PageHero>

      <section className="container section" aria-labelledby="services-contact-title">
        <h2 id="services-contact-title" className="visually-hidden">
          {t('company.contact.heading')}
        </h2>
        <ContactBoxes site={site} headingLevel={3} />
        <SocialLinks
          site={site}
          className="social-links"
          label={t('company.socialLabel')}
          newTabNote={t('company.opensInNewTab')}
        />
      </section>

      <section className="container section" aria-labelledby="services-list-title">
        <h2 id="services-list-title">{t('company.services.servicesHeading')}</h2>
        <ul className="service-grid">
          {services.map((service) => (
            <li key={service.id} className="service-card">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--alt" aria-labelledby="service-areas-title">
        <div className="container">
          <h2 id="service-areas-title">{t('company.services.areasHeading')}</h2>
          <p>{servicesIntro.areasText}</p>
          <ul className="area-list">
            {serviceAreas.map((area) => (
              <li key={area}>
                <MapPin aria-hidden="true" size={18} />
                {area}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="99Pricing" className="container section" aria-labelledby="packages-title" tabIndex={-1}>
        <h2 id="packages-title">{t('company.services.packagesHeading')}</h2>
        <p>{t('company.services.packagesText')}</p>
        <ListingPackageCards packages={listingPackages} />
        <h2 id="plans-title" className="section__subheading">
          {t('company.services.plansHeading')}
        </h2>
        <p>{t('company.services.plansText')}</p>
        <ManagementPlanCards plans={managementPlans} />
      </section>

      <section className="container section" aria-labelledby="list-property-title">
        <div className="list-cta">
          <div>
            <h2 id="list-property-title">{servicesIntro.listTitle}</h2>
            <p>{servicesIntro.listText}</p>
          </div>
          <Link className="button button--accent list-cta__button" to="/submit-property">
            {t('company.services.listYourProperty')}
            <span className="badge badge--free">{t('company.services.free')}</span>
          </Link>
        </div>
      </section>
    </>
  );
}
