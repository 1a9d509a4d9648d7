// Strings of the company pages and the sample agents and agencies (spec 2.10-2.12).
import { agents } from '../../../shared/i18n/en/agents.ts';
import { company } from '../../../shared/i18n/en/company.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(company);
registerCatalogue(agents);
