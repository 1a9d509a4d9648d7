/**
 * French content: the sample agents and agencies (spec 2.11), same shape as content/agents.ts. Each
 * entry spreads the English one at the same position (ids, agency, city for the location search,
 * phone, e-mail address, counts) and replaces only what a visitor reads: keep the two lists in the
 * same order. They are fictional examples, as in English.
 */
import { agencies as enAgencies, agents as enAgents, type Agency, type Agent } from '../agents.ts';

export type { Agency, Agent, AgentInfoEntry } from '../agents.ts';

export const agents: readonly Agent[] = [
  {
    ...enAgents[0]!, // id 1, Moncton
    name: 'Agent Exemple Un',
    designation: 'Agent de location',
    about:
      'Aide les locataires à trouver un appartement au centre de Moncton et organise des visites à ' +
      'court préavis.',
  },
  {
    ...enAgents[1]!, // id 2, Dieppe
    name: 'Agent Exemple Deux',
    designation: 'Gestionnaire de propriétés',
    about: 'Gère des maisons familiales à Dieppe et s’occupe des demandes d’entretien.',
  },
  {
    ...enAgents[2]!, // id 3, Riverview
    name: 'Agent Exemple Trois',
    designation: 'Agent de vente',
    about: 'Travaille avec les acheteurs et les vendeurs de maisons à Riverview.',
  },
  {
    ...enAgents[3]!, // id 4, Shediac
    name: 'Agent Exemple Quatre',
    designation: 'Agent de location',
    about: 'S’occupe de locations saisonnières et à l’année sur la côte, près de Shediac.',
  },
  {
    ...enAgents[4]!, // id 5, Moncton
    name: 'Agent Exemple Cinq',
    designation: 'Gestionnaire de propriétés',
    about: 'S’occupe d’immeubles d’appartements dans le secteur nord de Moncton.',
  },
  {
    ...enAgents[5]!, // id 6, Dieppe
    name: 'Agent Exemple Six',
    designation: 'Agent de vente',
    about:
      'Aide les personnes qui achètent leur première propriété à trouver un condo ou une maison ' +
      'jumelée.',
  },
];

export const agencies: readonly Agency[] = [
  {
    ...enAgencies[0]!, // id 1, Moncton
    name: 'Agence Exemple Nord',
    address: 'Moncton (N.-B.)',
    about: 'Un exemple d’agence, avec des agents de location et de gestion à Moncton et à Dieppe.',
  },
  {
    ...enAgencies[1]!, // id 2, Riverview
    name: 'Agence Exemple Sud',
    address: 'Riverview (N.-B.)',
    about:
      'Un exemple d’agence qui travaille avec les acheteurs, les vendeurs et les locataires à ' +
      'Riverview et à Shediac.',
  },
  {
    ...enAgencies[2]!, // id 3, Dieppe
    name: 'Agence Exemple Est',
    address: 'Dieppe (N.-B.)',
    about: 'Un exemple d’agence pour les appartements et les condos à Dieppe et à Moncton.',
  },
];

/** Spec 2.11: an unknown id falls back to a default name (and the default, generated image). */
export const defaultAgentName: string = 'Agent';
export const defaultAgencyName: string = 'Agence';
