import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { postHref } from './paths.ts';
import type { BlogPostLink } from './types.ts';

/** Links to the older and the newer post, under a post. */
export function PostPager({ previous, next }: { previous: BlogPostLink | null; next: BlogPostLink | null }) {
  const t = useT();
  if (!previous && !next) return null;
  return (
    <nav className="blog-pager" aria-label={t('blog.morePosts')}>
      {previous ? (
        <Link to={postHref(previous.slug)} rel="prev" className="blog-pager__link">
          <span className="blog-pager__label">
            <ArrowLeft aria-hidden="true" size={16} />
            {t('blog.previousPost')}
          </span>
          <span className="blog-pager__title">{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link to={postHref(next.slug)} rel="next" className="blog-pager__link blog-pager__link--next">
          <span className="blog-pager__label">
            {t('blog.nextPost')}
            <ArrowRight aria-hidden="true" size={16} />
          </span>
          <span className="blog-pager__title">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
