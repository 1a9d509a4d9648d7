import { useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { isPropertyDetailPath } from '../../features/property-detail/index.ts';

/**
 * Client-side transitions only (a first visit is server-rendered with its data): while a property's
 * page loads, the spec's overlay 'Loading property details...'.
 */
export function NavigationStatus() {
  const t = useT();
  const navigation = useNavigation();
  const isLoadingProperty =
    navigation.state === 'loading' && isPropertyDetailPath(navigation.location.pathname);
  if (!isLoadingProperty) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('property.loading')}</p>
    </div>
  );
}
