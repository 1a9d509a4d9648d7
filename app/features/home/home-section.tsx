import type { ReactNode } from 'react';
import { Link } from '../../components/site-link.tsx';

/** A section of a home variant: its h2, a line of text, the content and a link to see more. */
export function HomeSection({
  id,
  title,
  text,
  more,
  isAlt = false,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  more?: { to: string; label: string };
  /** On the light grey surface, to set it apart from its neighbours. */
  isAlt?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`home-section${isAlt ? ' home-section--alt' : ''}`} aria-labelledby={id}>
      <div className="container">
        <div className="home-section__head">
          <div>
            <h2 id={id}>{title}</h2>
            {text ? <p className="home-section__text">{text}</p> : null}
          </div>
          {more ? (
            <Link className="button button--ghost home-section__more" to={more.to}>
              {more.label}
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
