/**
 * French content: the privacy policy (spec 2.10), same sections, ids and order as content/privacy.ts;
 * keep the two versions saying the same thing. `{company}` stands for the company's name, filled in by
 * the privacy page, as in English. The effective date is the English file's.
 */
import type { PolicySection } from '../privacy.ts';

export type { PolicySection } from '../privacy.ts';

/** ISO date; pages format it. */
export { privacyEffectiveDate } from '../privacy.ts';

export const privacySections: readonly PolicySection[] = [
  {
    id: 'about',
    title: '1. À propos de la présente politique',
    paragraphs: [
      'La présente politique explique comment {company} («\u00a0nous\u00a0») recueille, utilise, ' +
        'communique et protège les renseignements personnels par l’intermédiaire de ce site Web. Elle ' +
        's’applique aux visiteurs, aux personnes qui font une demande au sujet d’une propriété, aux ' +
        'propriétaires qui soumettent une annonce et aux membres de notre personnel qui se connectent.',
      'Nous respectons la Loi sur la protection des renseignements personnels et les documents ' +
        'électroniques (LPRPDE) et ses principes relatifs à l’équité dans le traitement de ' +
        'l’information.',
    ],
  },
  {
    id: 'collect',
    title: '2. Renseignements que nous recueillons',
    paragraphs: [
      'Nous recueillons seulement ce que vous nous fournissez au moyen de nos formulaires, ainsi que ' +
        'des données techniques de base\u00a0:',
    ],
    list: [
      'Demandes, demandes de visite et messages\u00a0: votre nom, votre adresse courriel, votre numéro ' +
        'de téléphone, votre message et la propriété visée; dans le formulaire de demande sur une ' +
        'propriété, également si vous avez des animaux, si vous occupez un emploi et, si vous le ' +
        'souhaitez, le nom de votre employeur.',
      'Soumissions de propriétés\u00a0: le nom, l’adresse courriel et le numéro de téléphone du ' +
        'propriétaire ou de la personne-ressource, l’adresse et les détails de la propriété, ainsi que ' +
        'les photos que vous téléversez. Avant de conserver les photos, nous en retirons les données ' +
        'cachées, comme la position GPS enregistrée par les téléphones.',
      'Connexion du personnel\u00a0: adresse courriel, mot de passe protégé (haché) et sessions de ' +
        'connexion.',
      'Données techniques\u00a0: votre adresse IP, le type de navigateur, les pages demandées et ' +
        'l’heure, que notre serveur consigne dans ses journaux pour assurer la sécurité et le bon ' +
        'fonctionnement du site.',
    ],
  },
  {
    id: 'use',
    title: '3. Pourquoi nous les utilisons',
    paragraphs: ['Nous utilisons les renseignements personnels uniquement aux fins suivantes\u00a0:'],
    list: [
      'répondre à votre demande, organiser une visite et faire le suivi au sujet de la propriété qui ' +
        'vous intéresse;',
      'vérifier, publier et gérer les propriétés que vous soumettez, et communiquer avec vous à leur ' +
        'sujet;',
      'permettre aux membres de notre personnel de se connecter et protéger leurs comptes;',
      'protéger le site contre les abus et corriger les problèmes;',
      'remplir nos obligations légales, comptables et fiscales.',
    ],
  },
  {
    id: 'consent',
    title: '4. Consentement',
    paragraphs: [
      'Nous vous demandons votre consentement dans chaque formulaire avant de recueillir vos ' +
        'renseignements, et nous les utilisons seulement aux fins indiquées ci-dessus. Vous pouvez ' +
        'retirer votre consentement en tout temps en communiquant avec nous; nous vous dirons si cela ' +
        'nous empêche de donner suite à votre demande.',
      'Nous ne vendons pas de renseignements personnels et nous ne les utilisons pas à des fins ' +
        'publicitaires.',
    ],
  },
  {
    id: 'cookies',
    title: '5. Témoins et sessions',
    paragraphs: [
      'Les visiteurs qui naviguent sur le site n’ont besoin d’aucun témoin (cookie). Lorsqu’un membre ' +
        'du personnel se connecte, nous installons un seul témoin de session essentiel, qui garde sa ' +
        'session ouverte; ce témoin prend fin lorsqu’il se déconnecte ou au bout de 14 jours au plus.',
      'Nous n’utilisons aucun témoin d’analyse, de publicité ou de suivi. Certaines pages peuvent ' +
        'afficher une carte ou une vidéo d’un fournisseur externe; lorsqu’elles se chargent, ce ' +
        'fournisseur reçoit votre adresse IP et applique sa propre politique de confidentialité.',
    ],
  },
  {
    id: 'sharing',
    title: '6. Avec qui nous les communiquons',
    paragraphs: [
      'Nous communiquons des renseignements personnels seulement lorsque c’est nécessaire aux fins ' +
        'ci-dessus, et uniquement\u00a0:',
    ],
    list: [
      'au propriétaire d’une propriété qui vous intéresse, lorsque vous nous demandez de lui ' +
        'transmettre vos coordonnées;',
      'aux fournisseurs de services qui hébergent ce site et acheminent nos courriels, en vertu de ' +
        'contrats qui les obligent à protéger ces renseignements et à ne les utiliser que pour nous;',
      'aux autorités, lorsque la loi l’exige.',
    ],
  },
  {
    id: 'retention',
    title: '7. Durée de conservation',
    paragraphs: ['Nous conservons les renseignements personnels seulement le temps nécessaire\u00a0:'],
    list: [
      'demandes et messages\u00a0: jusqu’à 24 mois après notre dernier échange avec vous;',
      'soumissions de propriétés et leurs photos\u00a0: tant que la propriété est annoncée ou sous ' +
        'notre gestion, puis jusqu’à 24 mois; les photos que vous retirez sont supprimées;',
      'sessions de connexion\u00a0: jusqu’à leur fin (14 jours au plus);',
      'journaux du serveur\u00a0: jusqu’à 90 jours;',
      'documents que la loi nous oblige à conserver, comme les registres comptables\u00a0: pendant la ' +
        'période fixée par la loi.',
    ],
  },
  {
    id: 'security',
    title: '8. Comment nous les protégeons',
    paragraphs: [
      'Le site utilise des connexions chiffrées (HTTPS). Les mots de passe sont conservés uniquement ' +
        'sous forme hachée, les coordonnées des propriétaires ne sont jamais affichées dans les ' +
        'annonces publiques, et seul le personnel autorisé peut consulter les soumissions et les ' +
        'demandes. Si un fournisseur de services conserve des renseignements à l’extérieur du Canada, ' +
        'ceux-ci peuvent être assujettis aux lois de ce pays; nous exigeons de ce fournisseur la même ' +
        'protection.',
    ],
  },
  {
    id: 'rights',
    title: '9. Vos droits',
    paragraphs: [
      'En vertu des lois canadiennes sur la protection des renseignements personnels, vous pouvez\u00a0:',
    ],
    list: [
      'demander quels renseignements personnels nous détenons à votre sujet, et comment nous les avons ' +
        'utilisés et communiqués;',
      'nous demander de corriger les renseignements inexacts ou incomplets;',
      'retirer votre consentement, ou nous demander de supprimer les renseignements dont nous n’avons ' +
        'plus besoin;',
      'porter plainte auprès de nous et, si notre réponse ne vous satisfait pas, auprès du ' +
        'Commissariat à la protection de la vie privée du Canada (priv.gc.ca).',
    ],
  },
  {
    id: 'contact',
    title: '10. Nous joindre et modifications de la présente politique',
    paragraphs: [
      'Notre responsable de la protection des renseignements personnels répond aux questions et aux ' +
        'demandes concernant les renseignements personnels, normalement dans un délai de 30 jours. ' +
        'Nous pouvons mettre à jour la présente politique; la date d’entrée en vigueur indiquée ' +
        'ci-dessus correspond à la version la plus récente.',
    ],
  },
];
