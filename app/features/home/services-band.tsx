import { useT } from '../../i18n/use-t.ts';
import {
  BadgeCheck,
  ClipboardCheck,
  FileText,
  Megaphone,
  PiggyBank,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import { HomeSection } from './home-section.tsx';
import { servicesContent } from '../../i18n/content/services.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** An icon for each service of content/services.ts (spec 1), by its id. */
const ICONS: Record<string, typeof Megaphone> = {
  marketing: Megaphone,
  'tenant-screening': ClipboardCheck,
  'rent-collection': PiggyBank,
  maintenance: Wrench,
  'financial-reporting': FileText,
  'eviction-protection': ShieldCheck,
};

/** The six services of spec 1, from the company's copy, with a link to the services page. */
export function ServicesBand() {
  const t = useT();
  const { services } = servicesContent.of(useLanguage());
  return (
    <HomeSection
      id="home-services-title"
      title={t('homeVariants.services.heading')}
      text={t('homeVariants.services.text')}
      more={{ to: '/services-offered', label: t('homeVariants.services.more') }}
      isAlt
    >
      <ul className="home-services">
        {services.map((service) => {
          const Icon = ICONS[service.id] ?? BadgeCheck;
          return (
            <li key={service.id} className="home-services__item">
              <Icon aria-hidden="true" size={28} className="home-services__icon" />
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
