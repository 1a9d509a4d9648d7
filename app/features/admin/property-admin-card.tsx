import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Mail, Phone, User } from 'lucide-react';
import type { AdminCardProperty } from '../../../shared/domain/property.ts';
import type { AuditEntry } from '../../../shared/domain/moderation.ts';
import { Detail } from '../../components/detail.tsx';
import { telHref } from '../../components/tel-href.ts';
import { formatPhone } from '../../../shared/format.ts';
import { usePropertyText } from '../../hooks/use-property-text.ts';
import { AuditHistory } from './audit-history.tsx';
import { formatDateTime } from './format-date-time.ts';
import { StatusToggles, useStatusFlags } from './status-toggles.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { RememberedMarkup } from '../../components/layout/remembered-markup.tsx';

type CardProps = { property: AdminCardProperty; history: AuditEntry[] };

/**
 * Spec 2.8 admin card: the property, its owner's contact details (phone when present), its
 * status, the three toggles, and the audit trail of its changes.
 */
export function PropertyAdminCard({ property, history }: CardProps) {
  const language = useLanguage();
  const state = useStatusFlags(property);
  const titleId = `admin-card-${property.id}`;
  // The server writes a card it has written before for the same data, language and history as it
  // was (RememberedMarkup): a card changes only when its property does, and the console shows the
  // same ones page after page (issue 32). The viewer's CSRF token in its form is put back per request.
  // Its content is a component of its own: written from memory, it is not even built.
  return (
    <RememberedMarkup
      as="article"
      className="admin-card"
      attributes={{ 'aria-labelledby': titleId }}
      memoryKey={() => [language, JSON.stringify(property), JSON.stringify(history)].join('\n')}
      secrets={state.csrfToken ? [state.csrfToken] : []}
    >
      <PropertyAdminCardContent property={property} history={history} state={state} titleId={titleId} />
    </RememberedMarkup>
  );
}

function PropertyAdminCardContent({
  property,
  history,
  state,
  titleId,
}: CardProps & { state: ReturnType<typeof useStatusFlags>; titleId: string }) {
  const t = useT();
  const language = useLanguage();
  const text = usePropertyText();
  const { flags } = state;
  const isPublic = flags.isVerified && !flags.isArchived;
  return (
    <>
      <header className="admin-card__header">
        <h2 id={titleId} className="admin-card__title">
          {property.name}
        </h2>
        <p className="admin-card__meta">
          {text.listingBadge(property)} · {t(`property.typeNames.${property.propertyType}`)} ·{' '}
          {text.price(property)} · {property.city}
        </p>
        <p className="admin-card__address">{property.address}</p>
        <p className="admin-card__meta">
          {t('admin.submitted', { date: formatDateTime(property.createdAt, language) })}
        </p>
      </header>
      <ul className="admin-card__status" aria-label={t('admin.status')}>
        <li className={`badge ${flags.isVerified ? 'badge--verified' : 'badge--muted'}`}>
          {t(flags.isVerified ? 'admin.statusVerified' : 'admin.statusUnverified')}
        </li>
        <li className={`badge ${flags.isClosed ? 'badge--closed' : 'badge--muted'}`}>
          {flags.isClosed
            ? t(property.listingType === 'sale' ? 'admin.statusSold' : 'admin.statusRented')
            : t('admin.statusOpen')}
        </li>
        <li className={`badge ${flags.isArchived ? 'badge--archived' : 'badge--muted'}`}>
          {t(flags.isArchived ? 'admin.statusArchived' : 'admin.statusActive')}
        </li>
      </ul>
      <dl className="admin-card__customer" aria-label={t('admin.customer')}>
        <Detail term={t('admin.customerName')} icon={<User aria-hidden="true" size={16} />}>
          {property.customerName}
        </Detail>
        <Detail term={t('admin.customerEmail')} icon={<Mail aria-hidden="true" size={16} />}>
          <a href={`mailto:${property.customerEmail}`}>{property.customerEmail}</a>
        </Detail>
        {property.customerPhone ? (
          <Detail term={t('admin.customerPhone')} icon={<Phone aria-hidden="true" size={16} />}>
            <a href={telHref(property.customerPhone)}>{formatPhone(property.customerPhone)}</a>
          </Detail>
        ) : null}
      </dl>
      <StatusToggles property={property} state={state} />
      <p className="admin-card__links">
        {isPublic ? (
          <Link to={`/single-property-1/${property.id}`}>
            {t('admin.view')}
            <span className="visually-hidden">: {property.name}</span>
          </Link>
        ) : null}
        <Link to={`/submit-property?id=${property.id}`}>
          {t('admin.edit')}
          <span className="visually-hidden">: {property.name}</span>
        </Link>
        <Link to={`/propertyadmin/showings/${property.id}`}>
          {t('admin.showings')}
          <span className="visually-hidden">: {property.name}</span>
        </Link>
      </p>
      <AuditHistory entries={history} />
    </>
  );
}
