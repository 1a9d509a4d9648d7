import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { Search } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { PLACE_MAX_LENGTH } from '../../../shared/domain/limits.ts';
import { PlaceField } from '../../components/form/place-field.tsx';
import { ProfileGrid } from './profile-card.tsx';

/** The ?location= a list is searched by, cut to what the search box takes. */
export function searchedLocation(request: Request): string {
  return (new URL(request.url).searchParams.get('location') ?? '').slice(0, PLACE_MAX_LENGTH).trim();
}

/** The lists' location search: a GET form, filtered on the server (works without JavaScript). */
function LocationSearch({ action, location }: { action: string; location: string }) {
  const t = useT();
  return (
    <Form method="get" action={action} className="profile-search" role="search">
      <PlaceField
        id="profile-location"
        name="location"
        label={t('agents.searchLabel')}
        defaultValue={location}
        placeholder={t('agents.searchPlaceholder')}
      />
      <button type="submit" className="button button--accent">
        <Search aria-hidden="true" size={18} />
        {t('agents.search')}
      </button>
      {location ? (
        <Link className="button button--ghost" to={action}>
          {t('agents.clearSearch')}
        </Link>
      ) : null}
    </Form>
  );
}

/** Spec 2.11: a list of sample agents or agencies: the location search, what it found, their cards. */
export function ProfileSearch<P extends { id: number }>({
  action,
  location,
  found,
  card,
}: {
  action: string;
  location: string;
  found: readonly P[];
  card: (profile: P) => ReactNode;
}) {
  const t = useT();
  return (
    <div className="container section">
      <LocationSearch action={action} location={location} />
      {location ? <p role="status">{t('agents.resultsFor', { count: found.length, location })}</p> : null}
      {found.length > 0 ? (
        <ProfileGrid profiles={found} card={card} />
      ) : (
        <p className="empty-state">{t('agents.noResults')}</p>
      )}
    </div>
  );
}
