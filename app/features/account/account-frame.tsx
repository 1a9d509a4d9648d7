import type { ReactNode } from 'react';
import { AccountNav } from './account-nav.tsx';

/** Every account page: the sidebar beside the page's own content (one h1, in the content). */
export function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container account-area">
      <AccountNav />
      <div className="account-area__main">{children}</div>
    </div>
  );
}

/** The page's heading and intro, at the top of its content. */
export function AccountHeading({ heading, intro }: { heading: string; intro?: ReactNode }) {
  return (
    <header className="account-area__header">
      <h1>{heading}</h1>
      {intro ? <p className="account-area__intro">{intro}</p> : null}
    </header>
  );
}

/** A message after an action did its work (saved, withdrawn), announced politely. */
export function AccountStatus({
  children,
  tone = 'done',
}: {
  children: ReactNode;
  tone?: 'done' | 'problem';
}) {
  return (
    <p className={`account-status account-status--${tone}`} role={tone === 'problem' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
