// Strings of the blog's pages (issue 16).
import { blog } from '../../../shared/i18n/en/blog.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(blog);
