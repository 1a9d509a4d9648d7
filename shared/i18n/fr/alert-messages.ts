import type { alertMessages as english } from '../en/alert-messages.ts';
import type { Translation } from '../translation.ts';

// Messages français des alertes de recherche (issue 30).
export const alertMessages: Translation<typeof english> = {
  consent:
    'Oui, envoyez-moi des courriels de {{site}} sur les nouvelles annonces et les baisses de prix correspondant à cette recherche. Je peux me désabonner en tout temps.',
  frequency: { instant: 'Dès leur publication', daily: 'Chaque jour', weekly: 'Chaque semaine' },
  search: {
    rent: 'À louer',
    sale: 'À vendre',
    city: 'à {{city}}',
    beds: '{{count}} chambres et plus',
    baths: '{{count}} salles de bain et plus',
    price: 'de {{min}} à {{max}}',
    from: 'à partir de {{min}}',
    bounds: 'dans la zone de la carte',
  },
  email: {
    confirmSubject: 'Confirmez votre alerte d’annonces de {{site}}',
    confirmGreeting: 'Bonjour,',
    confirmBody:
      'Vous (ou quelqu’un qui utilise cette adresse) avez demandé des courriels sur les annonces correspondant à une recherche sur notre site : {{search}}. Rien ne sera envoyé avant votre confirmation.',
    confirmLink: 'Pour activer l’alerte, ouvrez ce lien et appuyez sur le bouton :',
    confirmIgnore: 'Si vous n’avez rien demandé, ignorez ce courriel : aucune alerte ne sera envoyée.',
    alertSubject_one: '{{count}} nouvelle annonce pour votre recherche sur {{site}}',
    alertSubject_other: '{{count}} nouvelles annonces pour votre recherche sur {{site}}',
    alertIntro: 'Du nouveau pour votre recherche ({{search}}) :',
    listed: 'Nouveau',
    priceDrop: 'Baisse de prix',
    allResults: 'Voir tous les résultats :',
    why: 'Vous recevez ce courriel parce que vous avez demandé des alertes ({{frequency}}) pour cette recherche le {{date}}.',
    unsubscribe: 'Vous désabonner de cette alerte :',
    sender: '{{site}}, {{address}}',
    anySearch: 'toutes les annonces',
  },
};
