import type { PolicySection } from '../../../content/privacy.ts';
import type { SiteInfo } from '../../../content/site.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { privacyContent } from '../../i18n/content/privacy.ts';

/**
 * The privacy policy's sections (content/privacy.ts, content/fr/privacy.ts) in `language`, with the
 * configured company's name filled in.
 */
export function privacyPolicy(site: Pick<SiteInfo, 'name'>, language: Language): readonly PolicySection[] {
  const { privacySections } = privacyContent.of(language);
  const fill = (text: string) => text.replaceAll('{company}', site.name);
  return privacySections.map((section) => ({
    ...section,
    title: fill(section.title),
    paragraphs: section.paragraphs.map(fill),
    ...(section.list ? { list: section.list.map(fill) } : {}),
  }));
}
