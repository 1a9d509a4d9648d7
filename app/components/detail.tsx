import type { ReactNode } from 'react';

/** One term of a <dl> and what it says, grouped in a div (as HTML allows, for styling). */
export function Detail({ term, icon, children }: { term: ReactNode; icon?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>
        {icon}
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
