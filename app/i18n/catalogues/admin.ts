// Strings of the admin console (/propertyadmin and its sub-pages).
import { admin } from '../../../shared/i18n/en/admin.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(admin);
