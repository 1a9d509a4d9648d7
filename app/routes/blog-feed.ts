import type { Route } from './+types/blog-feed';
import { requestEnvContext } from '../context.ts';
import { i18n } from '../i18n/i18n.ts';
import { topicLabel } from '../features/blog/index.ts';
import { blogFeed, FEED_CONTENT_TYPE } from '../features/blog/feed.server.ts';
import { blogPosts } from '../features/blog/posts.server.ts';
import '../i18n/catalogues/blog.ts';

/** /blog/feed.xml: the posts as an Atom 1.0 feed, with absolute addresses (ADR 032). */
export function loader({ context }: Route.LoaderArgs) {
  const { origin, site } = context.get(requestEnvContext);
  const xml = blogFeed({
    posts: blogPosts,
    origin,
    siteName: site.name,
    title: i18n.t('blog.meta.feedTitle', { site: site.name }),
    description: i18n.t('blog.meta.listDescription'),
    topicLabel,
  });
  return new Response(xml, {
    headers: { 'Content-Type': FEED_CONTENT_TYPE, 'Cache-Control': 'public, max-age=300' },
  });
}
