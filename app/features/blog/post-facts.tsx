import { useT } from '../../i18n/use-t.ts';
import { CalendarDays, Clock } from 'lucide-react';
import { formatDate } from '../../../shared/format.ts';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import type { BlogPostSummary } from './types.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** Who wrote a post (on the post's page), when, and how long it takes to read. */
export function PostFacts({ post, hasAuthor = false }: { post: BlogPostSummary; hasAuthor?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const author = hasAuthor ? post.author : null;
  return (
    <ul className="blog-facts">
      {author ? (
        <li className="blog-facts__author">
          <InitialsAvatar name={author.name ?? author.role} size={36} />
          <span>
            <span className="visually-hidden">{t('blog.writtenBy')}: </span>
            {author.name ? <strong>{author.name}, </strong> : null}
            {author.role}
          </span>
        </li>
      ) : null}
      <li>
        <CalendarDays aria-hidden="true" size={16} />
        <span className="visually-hidden">{t('blog.published')}: </span>
        <time dateTime={post.date}>{formatDate(post.date, language)}</time>
      </li>
      <li>
        <Clock aria-hidden="true" size={16} />
        {t('blog.readingTime', { count: post.readingMinutes })}
      </li>
    </ul>
  );
}
