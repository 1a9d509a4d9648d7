import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { servicesContent } from '../../i18n/content/services.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** List Your Property, with its FREE badge (spec 1), and a way to talk to the company. */
export function CallToAction() {
  const t = useT();
  const { servicesIntro } = servicesContent.of(useLanguage());
  return (
    <section className="container home-cta" aria-labelledby="home-cta-title">
      <div className="home-cta__box">
        <div>
          <h2 id="home-cta-title">{servicesIntro.listTitle}</h2>
          <p>{servicesIntro.listText}</p>
        </div>
        <div className="home-cta__actions">
          <Link className="button button--accent" to="/submit-property">
            {t('company.services.listYourProperty')}
            <span className="badge badge--free">{t('company.services.free')}</span>
          </Link>
          <Link className="button button--ghost home-cta__contact" to="/contact">
            {t('homeVariants.callToAction.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
