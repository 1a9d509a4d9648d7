import type { ReactNode } from 'react';

/** The coloured title band at the top of a company page. */
export function PageHero({
  id,
  title,
  kicker,
  children,
}: {
  id: string;
  title: string;
  kicker?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero" aria-labelledby={id}>
      <div className="container">
        {kicker ? <p className="page-hero__kicker">{kicker}</p> : null}
        <h1 id={id}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
