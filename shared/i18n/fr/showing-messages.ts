import type { showingMessages as english } from '../en/showing-messages.ts';
import type { Translation } from '../translation.ts';

// Messages français que le serveur écrit au sujet des visites (issue 30).
export const showingMessages: Translation<typeof english> = {
  slotTaken: 'Cette plage horaire vient d’être réservée. Veuillez en choisir une autre.',
  slotRequired: 'Veuillez choisir une heure pour votre visite.',
  summary: 'Visite : {{property}}',
  email: {
    confirmedSubject: 'Votre visite de {{property}} est réservée',
    rescheduledSubject: 'Votre visite de {{property}} est déplacée au {{when}}',
    cancelledSubject: 'Votre visite de {{property}} est annulée',
    reminderSubject: 'Rappel : votre visite de {{property}} demain à {{time}}',
    greeting: 'Bonjour {{name}},',
    confirmed: 'Votre visite est réservée pour le {{when}} (heure de l’Atlantique) au {{address}}.',
    rescheduled: 'Votre visite a maintenant lieu le {{when}} (heure de l’Atlantique) au {{address}}.',
    cancelledByVisitor:
      'Votre visite du {{when}} (heure de l’Atlantique) au {{address}} est annulée, comme vous l’avez demandé.',
    cancelledByOffice:
      'Nous sommes désolés : votre visite du {{when}} (heure de l’Atlantique) au {{address}} est annulée.',
    cancelledClosed:
      'Nous sommes désolés : {{property}} n’est plus disponible; votre visite du {{when}} (heure de l’Atlantique) est donc annulée.',
    officeMessage: 'Un message du bureau :',
    reminder: 'Un rappel : votre visite a lieu demain, le {{when}} (heure de l’Atlantique), au {{address}}.',
    invite: 'L’invitation jointe l’ajoute à votre calendrier.',
    manage: 'Pour changer l’heure ou annuler, ouvrez ce lien :',
    manageNote: 'Le lien fonctionne une fois, jusqu’à la visite.',
    bookAgain: 'Vous pouvez réserver une autre heure sur la page de la propriété :',
    signature: '{{site}}',
    office: {
      bookedSubject: 'Visite réservée : {{property}}, {{when}}',
      rescheduledSubject: 'Visite déplacée : {{property}}, maintenant {{when}}',
      cancelledSubject: 'Visite annulée : {{property}}, {{when}}',
      booked: 'Une visite a été réservée.',
      rescheduled: 'Une visite a été déplacée (elle était le {{previous}}).',
      cancelled: 'Une visite a été annulée ({{by}}).',
      by: {
        visitor: 'par le visiteur',
        office: 'par le bureau',
        closed: 'la propriété a été fermée ou archivée',
      },
      labels: {
        when: 'Quand',
        property: 'Propriété',
        address: 'Adresse',
        name: 'Nom',
        email: 'Courriel',
        phone: 'Téléphone',
        message: 'Message',
        language: 'Langue',
      },
    },
  },
};
