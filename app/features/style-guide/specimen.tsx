import type { ReactNode } from 'react';

/** One group of the style guide: an h2, a line on what the group is for, then its specimens. */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="guide-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * One component: its name as it is written in the code (`<TextField>`, `.button--accent`), a line on
 * when to use it, and the real component rendered under it.
 */
export function Specimen({
  name,
  note,
  children,
  isWide = false,
}: {
  name: string;
  note: string;
  children: ReactNode;
  /** Spans the whole row of the section's grid (cards, carousels, field states). */
  isWide?: boolean;
}) {
  return (
    <div className={isWide ? 'specimen specimen--wide' : 'specimen'}>
      <h3 className="specimen__name">
        <code>{name}</code>
      </h3>
      <p className="specimen__note">{note}</p>
      <div className="specimen__demo">{children}</div>
    </div>
  );
}

/** A state of a component (Empty, Invalid…), captioned above it. */
export function StateSample({ state, children }: { state: string; children: ReactNode }) {
  return (
    <div className="state-sample">
      <p className="state-sample__state">{state}</p>
      {children}
    </div>
  );
}
