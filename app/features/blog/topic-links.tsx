import { Link } from '../../components/site-link.tsx';
import { blogHref } from './paths.ts';
import { useTopicLabel } from './topic-label.ts';

/** A post's tags, each a link to the list of posts on it. */
export function TopicLinks({ tags, label }: { tags: readonly string[]; label: string }) {
  const topicLabel = useTopicLabel();
  return (
    <ul className="blog-topics" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={blogHref({ topic: tag, page: 1 })}>{topicLabel(tag)}</Link>
        </li>
      ))}
    </ul>
  );
}
