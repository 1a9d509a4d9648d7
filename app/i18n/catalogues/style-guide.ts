// Strings of the style guide and the video page (issue 16).
import { styleGuide } from '../../../shared/i18n/en/style-guide.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(styleGuide);
