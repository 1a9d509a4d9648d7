import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { Rss } from 'lucide-react';
import type { Route } from './+types/blog';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { Pagination } from '../components/pagination.tsx';
import { PageHero } from '../features/company/page-hero.tsx';
import { rootDataOf } from '../features/seo.ts';
import {
  blogHref,
  blogMeta,
  FEED_PATH,
  pageOfPosts,
  parseBlogQuery,
  PostCard,
  topicLabel,
  topicsOf,
  TopicNav,
  useTopicLabel,
} from '../features/blog/index.ts';
import { postsIn } from '../features/blog/posts.server.ts';
import '../i18n/catalogues/blog.ts';
import { languageOf } from '../../shared/i18n/languages.ts';

/**
 * /blog (issue 16): six posts a page, newest first, filtered by ?tag=. A tag nobody wrote about
 * shows an empty list that says so; a page past the last (or no page number) is a 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const posts = postsIn(languageOf(request));
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const page = query ? pageOfPosts(posts, query) : null;
  if (!page) throw pageError(404);
  return { ...page, topics: topicsOf(posts) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = rootDataOf(matches)?.site.name ?? '';
  const topic = loaderData?.topic ?? null;
  const page = loaderData?.page ?? 1;
  const title = topic
    ? i18n.t('blog.meta.listTopicTitle', { topic: topicLabel(topic), site })
    : page > 1
      ? i18n.t('blog.meta.listPageTitle', { page, site })
      : i18n.t('blog.meta.listTitle', { site });
  return blogMeta(matches, {
    title,
    description: i18n.t('blog.meta.listDescription'),
    path: blogHref({ topic, page }),
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const topicName = useTopicLabel();
  const { items, topic, page, pageCount, total, topics } = loaderData;
  return (
    <>
      <PageHero id="blog-title" title={t('blog.title')} kicker={t('blog.kicker')}>
        <p className="page-hero__lead">{t('blog.lead')}</p>
      </PageHero>
      <div className="container section blog-list">
        <TopicNav topics={topics} current={topic} />
        <div className="blog-list__heading">
          <h2>{topic ? t('blog.topicHeading', { topic: topicName(topic) }) : t('blog.latestHeading')}</h2>
          <p className="blog-list__count">{t('blog.postCount', { count: total })}</p>
        </div>
        {items.length > 0 ? (
          <ul className="blog-grid">
            {items.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} isPriority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="empty-state" role="status">
            <p className="empty-state__title">{t('blog.noPostsTitle')}</p>
            <p>{t('blog.noPostsText', { topic: topic ? topicName(topic) : '' })}</p>
            <p>
              <Link to="/blog" className="button button--primary">
                {t('blog.seeAllPosts')}
              </Link>
            </p>
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => blogHref({ topic, page: n })} />
        <p className="blog-feed-link">
          <a href={FEED_PATH}>
            <Rss aria-hidden="true" size={18} />
            {t('blog.feed')}
          </a>
        </p>
      </div>
    </>
  );
}
