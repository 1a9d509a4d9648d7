import { redirect } from 'react-router';
import type { z } from 'zod';
import type { RequestEnv } from '../../context.ts';
import { pageError } from '../../responses.ts';
import { statusFormSchema, statusUpdateSchema } from '../../../shared/domain/auth-schemas.ts';
import { NOTICE_PARAMS, type StatusNotice } from './status-change.ts';
import { pageOfDataPath, pathWithoutLanguage } from '../../../shared/i18n/languages.ts';

/** The page (and filters) a form was on: where its post/redirect/get goes back to. */
function pageOf(request: Request): URL {
  const url = new URL(request.url);
  // With JavaScript, React Router posts to '<path>.data' (single fetch): go back to the page itself.
  // A redirect's path is the router's, without the language (React Router puts the /fr back).
  url.pathname = pathWithoutLanguage(pageOfDataPath(url.pathname));
  url.searchParams.delete('index');
  url.searchParams.delete('_routes');
  return url;
}

/** Post/redirect/get: back to the page (and filters) the form was on. */
export function backTo(request: Request) {
  const url = pageOf(request);
  return redirect(`${url.pathname}${url.search}`, 303);
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
 * The no-JavaScript path of a card's toggle and of the notice's Undo (intent=status): the same
 * service as POST /api/update-property-status, then back to the page with the notice in the URL
 * (NOTICE_PARAMS). A change that could not be made comes back with the spec's failure message.
 * Loader-only module (zod stays out of the browser bundle).
 */
export async function statusAction(env: RequestEnv, request: Request) {
  const auth = await env.services.auth.requireAdminPage(request);
  const form = await env.readForm(request);
  if (form.get('intent') !== 'status') throw pageError(400);
  const parsed = statusFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw pageError(400);
  const back = pageOf(request);
  for (const name of Object.values(NOTICE_PARAMS)) back.searchParams.delete(name);
  let isOk: boolean;
  try {
    const result = await env.services.moderation.setStatus({ ...parsed.data, actorUserId: auth.user.id });
    isOk = result.ok;
  } catch (error) {
    env.log.error({ err: error }, 'A status change from the admin console failed');
    isOk = false;
  }
  if (isOk) {
    back.searchParams.set(NOTICE_PARAMS.id, parsed.data.id);
    back.searchParams.set(NOTICE_PARAMS.field, parsed.data.field);
    back.searchParams.set(NOTICE_PARAMS.value, String(parsed.data.value));
    if (form.get('undo') === 'true') back.searchParams.set(NOTICE_PARAMS.isUndo, 'true');
  } else {
    back.searchParams.set(NOTICE_PARAMS.hasFailed, 'true');
  }
  return redirect(`${back.pathname}${back.search}`, 303);
}

/**
 * The notice the no-JavaScript redirect asks for (statusAction), when it is true: the property
 * exists and has that value now. Anything else in the URL shows nothing.
 */
export async function statusNoticeOf(env: RequestEnv, request: Request): Promise<StatusNotice | null> {
  const params = new URL(request.url).searchParams;
  if (params.get(NOTICE_PARAMS.hasFailed) === 'true') return { hasFailed: true };
  const parsed = statusUpdateSchema.safeParse({
    id: params.get(NOTICE_PARAMS.id),
    field: params.get(NOTICE_PARAMS.field),
    value: params.get(NOTICE_PARAMS.value),
  });
  if (!parsed.success) return null;
  const { id, field, value } = parsed.data;
  const property = await env.services.properties.get(id, 'admin');
  if (!property || property[field] !== value) return null;
  const change = { id, name: property.name, listingType: property.listingType, field, value };
  return { change, isUndo: params.get(NOTICE_PARAMS.isUndo) === 'true' };
}
