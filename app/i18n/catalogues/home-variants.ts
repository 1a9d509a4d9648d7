// Strings of the home page variants /home-2 … /home-11 (issue 16). Their agents' cards and the List
// Your Property band use the company pages' strings (./company.ts), which the route imports too.
import { homeVariants } from '../../../shared/i18n/en/home-variants.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(homeVariants);
