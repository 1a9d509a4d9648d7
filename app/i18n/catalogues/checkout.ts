// Strings of the package order pages (/checkout, /payment, /propertyadmin/orders).
import { checkout } from '../../../shared/i18n/en/checkout.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(checkout);
