import type { MetaDescriptor } from 'react-router';

type RootData = { site: { name: string }; origin: string } | undefined;

/** Finds the root loader's data among a meta function's matches. */
export function rootDataOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData;
}

/** Title, description and canonical link of a page. */
export function pageMeta(options: {
  title: string;
  description: string;
  canonical?: string;
  extra?: MetaDescriptor[];
}): MetaDescriptor[] {
  return [
    { title: options.title },
    { name: 'description', content: options.description },
    ...(options.canonical ? [{ tagName: 'link', rel: 'canonical', href: options.canonical }] : []),
    ...(options.extra ?? []),
  ];
}
