import type { Route } from './+types/robots';
import { requestEnvContext } from '../context.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestEnvContext);
  const body = [
    'User-agent: *',
    'Disallow: /propertyadmin',
    'Disallow: /api/',
    // The language switcher's links remember a choice and redirect: crawlers find each language's
    // pages through the sitemap and the hreflang alternates (ADR 051).
    'Disallow: /language/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
