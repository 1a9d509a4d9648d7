// The blog feature's public entry (ADR 027): what pages and other features may use. The posts are
// read on the server only: routes import posts.server.ts and feed.server.ts for their loaders.
export { PostCard } from './post-card.tsx';
export { PostFacts } from './post-facts.tsx';
export { PostPager } from './post-pager.tsx';
export { TopicLinks } from './topic-links.tsx';
export { TopicNav } from './topic-nav.tsx';
export { topicLabel, useTopicLabel } from './topic-label.ts';
export { parseBlogQuery, pageOfPosts, topicsOf, POSTS_PER_PAGE } from './paging.ts';
export { blogHref, postHref, FEED_PATH } from './paths.ts';
export type { BlogPage, BlogQuery } from './paging.ts';
export { blogMeta } from './blog-meta.ts';
export type { BlogAuthor, BlogCover, BlogPost, BlogPostLink, BlogPostSummary } from './types.ts';
