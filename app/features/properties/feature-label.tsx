import { useT } from '../../i18n/use-t.ts';
import type { Feature } from '../../../shared/domain/options.ts';

/**
 * A feature in the page's language. The filters call Pets Allowed by the template's name, Pet
 * Friendly (`asFilter`); the property page and the forms say the stored feature's own name.
 */
export function FeatureLabel({ feature, asFilter = false }: { feature: Feature; asFilter?: boolean }) {
  const t = useT();
  return (
    <>
      {asFilter && feature === 'Pets Allowed'
        ? t('listing.petFriendly')
        : t(`property.featureNames.${feature}`)}
    </>
  );
}
