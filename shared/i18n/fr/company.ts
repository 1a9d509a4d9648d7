// French catalogue: company pages (services, about, privacy, FAQ, pricing, 404). Canadian French, in
// the words of docs/glossary-fr.md. The company's own copy (services, plans, FAQ answers, policy) is
// in content/.
import type { company as en } from '../en/company.ts';
import type { Translation } from '../translation.ts';

export const company: Translation<typeof en> = {
  company: {
    meta: {
      servicesTitle: 'Services offerts — {{site}}',
      servicesDescription:
        'Gestion immobilière à Moncton, Dieppe et Riverview : mise en marché, sélection des locataires, perception des loyers, entretien, rapports financiers et protection en cas d’expulsion. Forfaits et frais.',
      aboutTitle: 'À propos — {{site}}',
      aboutDescription:
        'Qui nous sommes : une équipe locale de gestion immobilière pour Moncton, Dieppe et Riverview. Notre histoire, notre mission, notre façon de travailler et notre équipe.',
      privacyTitle: 'Politique de confidentialité — {{site}}',
      privacyDescription:
        'Comment {{site}} recueille, utilise, communique et protège les renseignements personnels, et vos droits en vertu de la loi canadienne sur la protection des renseignements personnels (LPRPDE).',
      faqTitle: 'Foire aux questions — {{site}}',
      faqDescription:
        'Réponses aux questions courantes sur l’affichage d’une propriété, les frais et le paiement, et le changement de forfait.',
      pricingTitle: 'Tarifs — {{site}}',
      pricingDescription: 'Forfaits d’annonce pour les propriétaires, en dollars canadiens.',
    },
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    socialLabel: 'Suivez-nous',
    contact: {
      heading: 'Nous joindre',
      phone: 'Appelez-nous',
      email: 'Écrivez-nous',
      address: 'Venez nous voir',
    },
    contactUs: 'Nous joindre',
    services: {
      title: 'Services offerts',
      servicesHeading: 'Ce que nous faisons pour les propriétaires',
      areasHeading: 'Secteurs desservis',
      packagesHeading: 'Nos forfaits',
      packagesText:
        'Des forfaits d’annonce pour les propriétaires qui annoncent eux-mêmes leurs propriétés chez nous. Prix en dollars canadiens.',
      plansHeading: 'Forfaits de gestion',
      plansText:
        'Choisissez la part du travail que nous prenons en charge. Les frais sont en dollars canadiens.',
      setupFee: 'Frais initiaux',
      ongoingFee: 'Frais récurrents',
      free: 'GRATUIT',
      listYourProperty: 'Annoncez votre propriété',
      planSubject: 'Forfait de gestion : {{plan}}',
      planMessage:
        'Bonjour, le forfait de gestion {{plan}} m’intéresse pour ma propriété. Veuillez communiquer avec moi.',
    },
    packages: {
      price: '{{price}} $',
      currency: 'CAD',
      choosePlan: 'Choisir ce forfait',
      highlighted: 'Le plus populaire',
    },
    about: {
      title: 'À propos',
      storyHeading: 'Notre histoire',
      missionHeading: 'Notre mission et notre façon de travailler',
      teamHeading: 'Notre équipe',
      teamCarousel: 'Les membres de l’équipe',
      step: 'Étape {{number}}',
    },
    privacy: {
      title: 'Politique de confidentialité',
      effective: 'Date d’entrée en vigueur : {{date}}',
      contentsHeading: 'Table des matières',
      contactHeading: 'Questions sur la confidentialité',
      company: 'Entreprise',
    },
    faq: {
      kicker: 'Services offerts',
      title: 'Foire aux questions',
      tabsLabel: 'Catégories de questions',
      stillQuestions: 'Vous avez encore une question? Nous serons heureux de vous aider.',
    },
    pricing: {
      title: 'Tarifs',
      lead: 'Des forfaits d’annonce simples pour les propriétaires. Tous les prix sont en dollars canadiens.',
      plansText: 'Vous préférez que nous gérions la propriété? Consultez nos forfaits de gestion.',
    },
  },
};
