import { BLOG_POSTS_A } from './blogPostsA';
import { BLOG_POSTS_B } from './blogPostsB';
import { BLOG_POSTS_C } from './blogPostsC';
import type { BlogPostSource } from './blogPostSource';

export type { BlogPostSource } from './blogPostSource';

export const BLOG_POSTS: readonly BlogPostSource[] = [...BLOG_POSTS_A, ...BLOG_POSTS_B, ...BLOG_POSTS_C];
