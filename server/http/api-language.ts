import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/i18n/languages.ts';

/**
 * The language of the JSON API's words (ADR 053): what the request's `Accept-Language` asks for,
 * English unless it prefers French. The site's own pages send theirs with every call
 * (app/i18n/api-headers.ts), so a French page reads French refusals; another client gets English
 * unless it asks. A page's language is its path's, never this header (ADR 047).
 */
export function apiLanguageOf(request: FastifyRequest): Language {
  return acceptedLanguage(request.headers['accept-language']);
}

/**
 * The one of our languages an `Accept-Language` value (RFC 9110, 12.5.4) weighs highest: `fr-CA`,
 * `fr-CA,fr;q=0.9,en;q=0.8` and `en;q=0.5, fr` are French; `en-CA,fr;q=0.9`, `*`, `de` and nothing
 * are English. On a tie the first named wins.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  let best: { language: Language; weight: number } | null = null;
  for (const range of value.split(',')) {
    const [tag = '', ...parameters] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'fr') continue;
    const q = parameters.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // q=0 means "not this one"; a weight that is no number in 0..1 makes the range void.
    if (!(weight > 0 && weight <= 1)) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? 'en';
}

/** Tells caches that this answer's words depend on `Accept-Language` (adds it to `Vary` once). */
export function varyOnLanguage(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(list)) return reply;
  return reply.header('vary', list ? `${list}, Accept-Language` : 'Accept-Language');
}
