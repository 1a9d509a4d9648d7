import { Link } from '../components/site-link.tsx';
import { useT } from '../i18n/use-t.ts';
import { ArrowLeft } from 'lucide-react';
import type { Route } from './+types/blog-detail';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { rootDataOf } from '../features/seo.ts';
import { blogMeta, postHref, PostFacts, PostPager, TopicLinks } from '../features/blog/index.ts';
import { findPost, neighboursOf, postsIn } from '../features/blog/posts.server.ts';
import '../i18n/catalogues/blog.ts';
import { languageOf } from '../../shared/i18n/languages.ts';

const COVER_SIZES = '(max-width: 659px) 100vw, 628px';

/** /blog-detail/{slug} (issue 16); without a slug, the newest post. An unknown slug is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const post = findPost(params.slug, language);
  if (!post) throw pageError(404);
  return { post, ...neighboursOf(postsIn(language), post.slug) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  return blogMeta(matches, {
    title: i18n.t('blog.meta.postTitle', { title: post.title, site: rootDataOf(matches)?.site.name ?? '' }),
    description: post.description,
    // /blog-detail alone shows the newest post: its canonical address is the post's own.
    path: postHref(post.slug),
    post,
  });
};

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post, previous, next } = loaderData;
  return (
    <article className="container blog-article" aria-labelledby="post-title">
      <p className="blog-article__back">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" size={16} />
          {t('blog.backToBlog')}
        </Link>
      </p>
      <header className="blog-article__header">
        <h1 id="post-title">{post.title}</h1>
        <p className="blog-article__lead">{post.description}</p>
        <PostFacts post={post} hasAuthor />
      </header>
      {post.cover ? (
        <ResponsiveImage
          image={post.cover.image}
          alt={post.cover.alt}
          sizes={COVER_SIZES}
          isPriority
          className="blog-article__cover"
        />
      ) : null}
      {/* Rendered on the server from the post's Markdown with raw HTML escaped (ADR 032). */}
      <div className="blog-prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="blog-article__footer">
        <h2 className="blog-article__topics-title">{t('blog.postTopics')}</h2>
        <TopicLinks tags={post.tags} label={t('blog.postTopics')} />
        <PostPager previous={previous} next={next} />
      </footer>
    </article>
  );
}
