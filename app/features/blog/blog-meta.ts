import type { MetaDescriptor } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { openGraphLocales, pageMeta, rootDataOf, urlInLanguage } from '../seo.ts';
import { FEED_PATH } from './paths.ts';
import type { BlogPost } from './types.ts';

/**
 * Title, description and canonical link of a blog page, with the feed announced to readers
 * (rel=alternate); a post adds its Open Graph article tags and cover.
 */
export function blogMeta(
  matches: Parameters<typeof rootDataOf>[0],
  page: { title: string; description: string; path: string; post?: BlogPost },
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const origin = root?.origin ?? '';
  const site = root?.site.name ?? '';
  const url = `${origin}${page.path}`;
  const cover = page.post?.cover?.image.url;
  return pageMeta(matches, {
    title: page.title,
    description: page.description,
    canonical: page.path,
    extra: [
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/atom+xml',
        title: i18n.t('blog.meta.feedLink', { site }),
        href: `${origin}${FEED_PATH}`,
      },
      ...(page.post
        ? [
            { property: 'og:type', content: 'article' },
            { property: 'og:site_name', content: site },
            { property: 'og:title', content: page.post.title },
            { property: 'og:description', content: page.description },
            { property: 'og:url', content: urlInLanguage(url) },
            ...openGraphLocales(),
            { property: 'article:published_time', content: page.post.date },
            ...(cover ? [{ property: 'og:image', content: origin + cover }] : []),
            ...(page.post.cover ? [{ property: 'og:image:alt', content: page.post.cover.alt }] : []),
          ]
        : []),
    ],
  });
}
