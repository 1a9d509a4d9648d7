import type { MetaDescriptor } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../seo.ts';
import type { company } from '../../../shared/i18n/en/company.ts';

type MetaKey = keyof typeof company.company.meta;

/** Title, description and canonical link of a company page, from the catalogue. */
export function companyMeta(
  matches: Parameters<typeof rootDataOf>[0],
  page: { title: MetaKey; description: MetaKey; path: string },
): MetaDescriptor[] {
  const site = rootDataOf(matches)?.site.name ?? '';
  return pageMeta(matches, {
    title: i18n.t(`company.meta.${page.title}`, { site }),
    description: i18n.t(`company.meta.${page.description}`, { site }),
    canonical: page.path,
  });
}
