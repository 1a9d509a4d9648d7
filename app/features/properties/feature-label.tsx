import { useTranslation } from 'react-i18next';
import type { Feature } from '../../../shared/domain/options.ts';

/** A feature as the filters name it: the spec's name, and Pets Allowed as the template's Pet Friendly. */
export function FeatureLabel({ feature }: { feature: Feature }) {
  const { t } = useTranslation();
  return <>{feature === 'Pets Allowed' ? t('listing.petFriendly') : feature}</>;
}
