import { Form, Link } from 'react-router';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The lists' location search: a GET form, filtered on the server (works without JavaScript). */
export function LocationSearch({ action, location }: { action: string; location: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} className="profile-search" role="search">
      <div className="field">
        <label htmlFor="profile-location">{t('agents.searchLabel')}</label>
        <input
          id="profile-location"
          name="location"
          type="text"
          maxLength={80}
          defaultValue={location}
          placeholder={t('agents.searchPlaceholder')}
          autoComplete="address-level2"
        />
      </div>
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
