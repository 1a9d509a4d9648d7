import { useT } from '../../i18n/use-t.ts';
import { i18n } from '../../i18n/i18n.ts';

type Labels = Readonly<Record<string, string | undefined>>;

/** A tag's name from the catalogue (blog.tags); a tag missing there reads as itself. */
export function topicLabel(tag: string): string {
  return (i18n.t('blog.tags', { returnObjects: true }) as Labels)[tag] ?? tag;
}

/** topicLabel for components, in the page's language. */
export function useTopicLabel(): (tag: string) => string {
  const t = useT();
  const labels = t('blog.tags', { returnObjects: true }) as Labels;
  return (tag) => labels[tag] ?? tag;
}
