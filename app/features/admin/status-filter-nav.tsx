import { Link } from '../../components/site-link.tsx';

/** The status filter of an admin list (enquiries, outbox): one link per status, the current marked. */
export function StatusFilterNav<S extends string>({
  label,
  statuses,
  current,
  labelFor,
  hrefFor,
}: {
  label: string;
  statuses: readonly S[];
  current: S;
  /** The link's text, count included. */
  labelFor: (status: S) => string;
  hrefFor: (status: S) => string;
}) {
  return (
    <nav className="admin-filter" aria-label={label}>
      <ul>
        {statuses.map((status) => (
          <li key={status}>
            <Link to={hrefFor(status)} aria-current={status === current ? 'page' : undefined}>
              {labelFor(status)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
