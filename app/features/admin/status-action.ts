import { redirect } from 'react-router';
import type { RequestEnv } from '../../context.ts';
import { statusUpdateSchema } from '../../../shared/domain/auth-schemas.ts';

/** Post/redirect/get: back to the page (and filters) the form was on. */
export function backTo(request: Request) {
  const url = new URL(request.url);
  // With JavaScript, React Router posts to '<path>.data' (single fetch): go back to the page itself.
  const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  url.searchParams.delete('index');
  url.searchParams.delete('_routes');
  return redirect(`${pathname}${url.search}`, 303);
}

/**
 * The no-JavaScript path of a card's toggle (intent=status): the same service as
 * POST /api/update-property-status. Loader-only module (zod stays out of the browser bundle).
 */
export async function statusAction(env: RequestEnv, request: Request) {
  const auth = await env.services.auth.requireAdminPage(request);
  const form = await env.readForm(request);
  if (form.get('intent') !== 'status') throw new Response('Unknown action.', { status: 400 });
  const parsed = statusUpdateSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new Response('Invalid status change.', { status: 400 });
  const result = await env.services.moderation.setStatus({ ...parsed.data, actorUserId: auth.user.id });
  if (!result.ok) throw new Response('No such property.', { status: 404 });
  return backTo(request);
}
