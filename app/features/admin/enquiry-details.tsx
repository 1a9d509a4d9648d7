import { useT } from '../../i18n/use-t.ts';
import { NOT_APPLICABLE } from '../../../shared/domain/enquiry.ts';
import { Detail } from '../../components/detail.tsx';

const LABELS = {
  address: 'admin.enquiryDetail.address',
  pets: 'admin.enquiryDetail.pets',
  isWorking: 'admin.enquiryDetail.isWorking',
  employerDetails: 'admin.enquiryDetail.employerDetails',
} as const;

const ORDER = Object.keys(LABELS);

const isKnown = (key: string): key is keyof typeof LABELS => Object.hasOwn(LABELS, key);

/** "someField" → "Some field" */
function spacedName(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The extra answers of an enquiry (the detail sidebar's pets, employment and employer; the address
 * of a property the site could not find), stored under the spec's field names (spec 7 call 3), shown
 * with their labels in a fixed order. A field the console does not know yet keeps its name, spaced.
 */
export function EnquiryDetails({ details }: { details: Record<string, string> }) {
  const t = useT();
  const answer = (value: string) => {
    // The forms store Yes / No; an API client may have sent true / false.
    const word = value.trim().toLowerCase();
    if (word === 'yes' || word === 'true') return t('admin.enquiryAnswer.yes');
    if (word === 'no' || word === 'false') return t('admin.enquiryAnswer.no');
    if (value === NOT_APPLICABLE) return t('admin.enquiryAnswer.notApplicable');
    return value;
  };
  const rank = (key: string) => (isKnown(key) ? ORDER.indexOf(key) : ORDER.length);
  const keys = Object.keys(details).sort((a, b) => rank(a) - rank(b));
  return keys.map((key) => (
    <Detail key={key} term={isKnown(key) ? t(LABELS[key]) : spacedName(key)}>
      {answer(details[key] ?? '')}
    </Detail>
  ));
}
