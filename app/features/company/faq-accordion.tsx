import type { FaqEntry } from '../../../content/faq.ts';

/**
 * One FAQ category as an accordion: one item open at a time, the first open initially (spec 2.12).
 * Native exclusive <details name>: works without JavaScript and is keyboard accessible as it is.
 */
export function FaqAccordion({ name, entries }: { name: string; entries: readonly FaqEntry[] }) {
  return (
    <div className="accordion">
      {entries.map((entry, index) => (
        <details key={entry.id} name={name} open={index === 0} className="accordion__item">
          <summary className="accordion__summary">
            <h3 className="accordion__title">{entry.title}</h3>
          </summary>
          <div className="accordion__body">
            <p>{entry.desc}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
