import { Bath, BedDouble, CalendarDays, Ruler } from 'lucide-react';
import type { PublicProperty } from '../../../shared/domain/property.ts';
import { usePropertyText } from '../../hooks/use-property-text.ts';

const FACT_ICONS = { washrooms: Bath, beds: BedDouble, sqft: Ruler, availability: CalendarDays } as const;

/** A property's key facts, each with its icon, in the order given (the card's and the page's differ). */
export function PropertyFacts({
  property,
  facts,
  className,
  iconSize,
}: {
  property: Pick<PublicProperty, 'washrooms' | 'beds' | 'sqft' | 'availableDate'>;
  facts: readonly (keyof typeof FACT_ICONS)[];
  className: string;
  iconSize: number;
}) {
  const text = usePropertyText();
  return (
    <ul className={className}>
      {facts.map((fact) => {
        const Icon = FACT_ICONS[fact];
        return (
          <li key={fact}>
            <Icon aria-hidden="true" size={iconSize} />
            {text[fact](property)}
          </li>
        );
      })}
    </ul>
  );
}
