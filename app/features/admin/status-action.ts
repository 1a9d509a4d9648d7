import { redirect } from 'react-router';
import type { z } from 'zod';
import type { RequestEnv } from '../../context.ts';
import { pageError } from '../../responses.ts';
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
 * A console form's post: an admin only, the form as `schema` reads it (400 otherwise), then `apply`
 * with the admin's user id (404 when it finds nothing to change), then back to the page.
 */
export async function adminFormAction<T>(
  env: RequestEnv,
  request: Request,
  schema: z.ZodType<T>,
  apply: (data: T, actorUserId: string) => Promise<boolean>,
) {
  const auth = await env.services.auth.requireAdminPage(request);
  const parsed = schema.safeParse(Object.fromEntries(await env.readForm(request)));
  if (!parsed.success) throw pageError(400);
  if (!(await apply(parsed.data, auth.user.id))) throw pageError(404);
  return backTo(request);
}

/**
 * The no-JavaScript path of a card's toggle (intent=status): the same service as
 * POST /api/update-property-status. Loader-only module (zod stays out of the browser bundle).
 */
export async function statusAction(env: RequestEnv, request: Request) {
  const auth = await env.services.auth.requireAdminPage(request);
  const form = await env.readForm(request);
  if (form.get('intent') !== 'status') throw pageError(400);
  const parsed = statusUpdateSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw pageError(400);
  const result = await env.services.moderation.setStatus({ ...parsed.data, actorUserId: auth.user.id });
  if (!result.ok) throw pageError(404);
  return backTo(request);
}
