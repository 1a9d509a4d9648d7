import type { Route } from './+types/robots';
import { requestEnvContext } from '../context.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestEnvContext);
  const body = [
    'User-agent: *',
    'Disallow: /propertyadmin',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
