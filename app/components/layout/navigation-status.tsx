import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Client-side transitions only (a first visit is server-rendered with its data): while a property's
 * page loads, the spec's overlay 'Loading property details...'.
 */
export function NavigationStatus() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isLoadingProperty =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/single-property-1/');
  if (!isLoadingProperty) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('property.loading')}</p>
    </div>
  );
}
