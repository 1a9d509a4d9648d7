// French: the e-mails a new submission sends (server side only; not part of the UI catalogue).
// Mirrors ../en/submit-emails.ts key for key.
import type { submitEmails as en } from '../en/submit-emails.ts';
import type { Translation } from '../translation.ts';

export const submitEmails: Translation<typeof en> = {
  company: {
    subject: 'Nouvelle propriété soumise pour vérification : {{title}}',
    intro:
      "Un propriétaire a soumis une propriété. Elle ne sera pas publique tant qu'un administrateur ne l'aura pas vérifiée.",
    review: "Vérifiez-la dans la console d'administration : /propertyadmin/review",
  },
  owner: {
    subject: 'Nous avons bien reçu votre propriété : {{title}}',
    greeting: 'Bonjour {{name}},',
    intro:
      "Merci d'avoir soumis votre propriété à {{site}}. Notre équipe la vérifiera et communiquera avec vous; elle paraîtra sur le site une fois vérifiée.",
    summary: 'Ce que vous nous avez envoyé :',
    closing: "L'équipe {{site}}",
  },
  labels: {
    title: 'Propriété',
    status: 'Statut',
    type: 'Type',
    price: 'Prix',
    address: 'Adresse',
    beds: 'Chambres',
    washrooms: 'Salles de bain',
    available: 'Disponibilité',
    photos: 'Photos',
    owner: 'Propriétaire',
    email: 'Courriel',
    phone: 'Téléphone',
    language: 'Langue',
  },
  status: { rent: 'À louer', sale: 'À vendre' },
  languages: { en: 'anglais', fr: 'français' },
};
