import { data } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';

// Every unknown path: the 404 page with HTTP status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
