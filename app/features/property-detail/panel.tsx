import type { ReactNode } from 'react';

/** A section of the page's main column, open to begin with, named by its heading (spec 2.5). */
export function Panel({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <details className="panel" id={id} open>
      <summary>
        <h2>{title}</h2>
      </summary>
      {children}
    </details>
  );
}
