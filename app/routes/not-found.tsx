import { ErrorPage } from '../components/error-page.tsx';
import { pageError } from '../responses.ts';

// Every unknown path: the 404 page with HTTP status 404.
export function loader() {
  throw pageError(404);
}

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
