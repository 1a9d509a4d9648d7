import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { PostFacts } from './post-facts.tsx';
import { useTopicLabel } from './topic-label.ts';
import { postHref } from './paths.ts';
import type { BlogPostSummary } from './types.ts';

const CARD_SIZES = '(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 380px';

/**
 * A post on /blog: cover, title, date, reading time, excerpt and topics. The title's link covers the
 * whole card (CSS), so the card holds no other control: its topics are labels here, links on the
 * post's page. The cover keeps its alt text, outside the link.
 */
export function PostCard({ post, isPriority = false }: { post: BlogPostSummary; isPriority?: boolean }) {
  const t = useT();
  const topicLabel = useTopicLabel();
  const titleId = `post-${post.slug}`;
  return (
    <article className="blog-card" aria-labelledby={titleId}>
      {post.cover ? (
        <ResponsiveImage
          image={post.cover.image}
          alt={post.cover.alt}
          sizes={CARD_SIZES}
          isPriority={isPriority}
          className="blog-card__cover"
        />
      ) : null}
      <div className="blog-card__body">
        <h3 className="blog-card__title" id={titleId}>
          <Link to={postHref(post.slug)} className="blog-card__link">
            {post.title}
          </Link>
        </h3>
        <PostFacts post={post} />
        <p className="blog-card__excerpt">{post.description}</p>
        <ul className="blog-card__tags" aria-label={t('blog.postTopics')}>
          {post.tags.map((tag) => (
            <li key={tag}>{topicLabel(tag)}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
