import type { ReactNode } from 'react';
import { Pagination } from '../../components/pagination.tsx';
import { AdminNav } from './admin-nav.tsx';
import { StatusFilterNav } from './status-filter-nav.tsx';

/** A page of the console: its nav, then one section named by its heading. */
export function AdminPage({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="container admin-page">
      <AdminNav />
      <section aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** The ?status= and ?page= of a list filtered by status; an unknown status is the list's default. */
export function statusListQuery<S extends string>(request: Request, statuses: readonly S[], fallback: S) {
  const params = new URL(request.url).searchParams;
  const status = params.get('status');
  return {
    filter: statuses.find((s) => s === status) ?? fallback,
    page: Number(params.get('page')) || 1,
  };
}

/**
 * A list filtered by status (enquiries, outbox): the heading, one link per status, the list
 * (children) and its pages. The links keep the status; a new status starts at page 1.
 */
export function StatusListPage<S extends string>({
  path,
  titleId,
  title,
  filterLabel,
  statuses,
  current,
  labelFor,
  page,
  pageCount,
  children,
}: {
  path: string;
  titleId: string;
  title: string;
  filterLabel: string;
  statuses: readonly S[];
  current: S;
  /** A status link's text, count included. */
  labelFor: (status: S) => string;
  page: number;
  pageCount: number;
  children: ReactNode;
}) {
  const hrefFor = (status: S, n = 1) => `${path}?status=${status}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <AdminPage titleId={titleId} title={title}>
      <StatusFilterNav
        label={filterLabel}
        statuses={statuses}
        current={current}
        labelFor={labelFor}
        hrefFor={(status) => hrefFor(status)}
      />
      {children}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefFor(current, n)} />
    </AdminPage>
  );
}

/**
 * A console table: a heading per column, then the rows (of AdminCells). On a narrow screen there is
 * no room for its columns, and a box scrolling sideways would hide them: each row becomes a card
 * of its cells, each named by its column (admin.css); the column headers stay for screen readers.
 */
export function AdminTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A cell of an AdminTable. Its column's name shows beside it when the rows are cards (hidden from
 * screen readers, which have the column header); an empty cell is left out of the card.
 */
export function AdminCell({
  column,
  className,
  children,
}: {
  column: string;
  className?: string;
  children?: ReactNode;
}) {
  const isEmpty = children === null || children === undefined || children === '';
  const classes = [className, isEmpty ? 'admin-table__empty' : null].filter(Boolean).join(' ');
  return (
    <td className={classes || undefined}>
      <span className="admin-table__label" aria-hidden="true">
        {column}
      </span>
      <div className="admin-table__value">{children}</div>
    </td>
  );
}
