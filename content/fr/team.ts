/**
 * French content: the team carousel on About Us (spec 2.10), same shape and ids as content/team.ts
 * (blog posts name their author by these ids). Roles are written so they suit anyone in the post.
 */
import type { TeamMember } from '../team.ts';

export type { TeamMember } from '../team.ts';

export const team: readonly TeamMember[] = [
  {
    id: 'property-manager',
    role: 'Gestionnaire de propriétés',
    text:
      'Votre personne-ressource principale\u00a0: s’occupe de votre propriété, de l’annonce jusqu’au ' +
      'renouvellement du bail.',
  },
  {
    id: 'leasing-coordinator',
    role: 'Coordination de la location',
    text: 'Répond aux demandes, réserve les visites et accompagne les candidats tout au long de la sélection.',
  },
  {
    id: 'maintenance-coordinator',
    role: 'Coordination de l’entretien',
    text: 'Reçoit les demandes de réparation et fait appel à des gens de métier locaux de confiance.',
  },
  {
    id: 'accounts',
    role: 'Comptabilité et rapports',
    text: 'Perçoit les loyers, paie les factures au nom des propriétaires et prépare les relevés mensuels.',
  },
  {
    id: 'tenant-relations',
    role: 'Relations avec les locataires',
    text:
      'Accueille les nouveaux locataires, s’occupe des inspections d’entrée et de sortie et répond aux ' +
      'questions de tous les jours.',
  },
  {
    id: 'owner-relations',
    role: 'Relations avec les propriétaires',
    text: 'Rencontre les nouveaux propriétaires, explique nos forfaits et prépare les contrats de gestion.',
  },
];
