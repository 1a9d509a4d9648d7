import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { blogHref } from './paths.ts';
import { useTopicLabel } from './topic-label.ts';

/** The tag filter of /blog: plain links (?tag=…), so it works without JavaScript; the current one marked. */
export function TopicNav({
  topics,
  current,
}: {
  topics: readonly { id: string; count: number }[];
  current: string | null;
}) {
  const t = useT();
  const topicLabel = useTopicLabel();
  const items = [
    { id: null, label: t('blog.allTopics') },
    ...topics.map((topic) => ({ id: topic.id, label: topicLabel(topic.id) })),
  ];
  return (
    <nav className="blog-topic-nav" aria-label={t('blog.topicsLabel')}>
      <ul>
        {items.map((item) => (
          <li key={item.id ?? ''}>
            <Link
              to={blogHref({ topic: item.id, page: 1 })}
              aria-current={item.id === current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
