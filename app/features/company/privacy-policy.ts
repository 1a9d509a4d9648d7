import { privacySections, type PolicySection } from '../../../content/privacy.ts';
import type { SiteInfo } from '../../../content/site.ts';

/** The privacy policy's sections (content/privacy.ts) with the configured company's name filled in. */
export function privacyPolicy(site: Pick<SiteInfo, 'name'>): readonly PolicySection[] {
  const fill = (text: string) => text.replaceAll('{company}', site.name);
  return privacySections.map((section) => ({
    ...section,
    title: fill(section.title),
    paragraphs: section.paragraphs.map(fill),
    ...(section.list ? { list: section.list.map(fill) } : {}),
  }));
}
