// English messages the server writes about showings (issue 30): the e-mails and their invites, and
// the refusals of a booking. A French version is a sibling file with the same shape.
export const showingMessages = {
  /** A slot taken between the list and the click, or no longer offered. */
  slotTaken: 'That time was just taken. Please choose another time.',
  slotRequired: 'Please choose a time for your showing.',
  /** The invite's title and the e-mails' subjects. */
  summary: 'Showing: {{property}}',
  email: {
    confirmedSubject: 'Your showing of {{property}} is booked',
    rescheduledSubject: 'Your showing of {{property}} has moved to {{when}}',
    cancelledSubject: 'Your showing of {{property}} is cancelled',
    reminderSubject: 'Reminder: your showing of {{property}} tomorrow at {{time}}',
    greeting: 'Hello {{name}},',
    confirmed: 'Your showing is booked for {{when}} (Atlantic Time) at {{address}}.',
    rescheduled: 'Your showing is now on {{when}} (Atlantic Time) at {{address}}.',
    cancelledByVisitor: 'Your showing of {{when}} (Atlantic Time) at {{address}} is cancelled, as you asked.',
    cancelledByOffice: 'We are sorry: your showing of {{when}} (Atlantic Time) at {{address}} is cancelled.',
    cancelledClosed:
      'We are sorry: {{property}} is no longer available, so your showing of {{when}} (Atlantic Time) is cancelled.',
    officeMessage: 'A message from the office:',
    reminder: 'A reminder: your showing is tomorrow, {{when}} (Atlantic Time), at {{address}}.',
    invite: 'The invitation attached adds it to your calendar.',
    manage: 'To change the time or cancel, open this link:',
    manageNote: 'The link works once, until the showing.',
    bookAgain: 'You can book another time on the property page:',
    signature: '{{site}}',
    office: {
      bookedSubject: 'Showing booked: {{property}}, {{when}}',
      rescheduledSubject: 'Showing moved: {{property}}, now {{when}}',
      cancelledSubject: 'Showing cancelled: {{property}}, {{when}}',
      booked: 'A showing was booked.',
      rescheduled: 'A showing was moved (it was {{previous}}).',
      cancelled: 'A showing was cancelled ({{by}}).',
      by: {
        visitor: 'by the visitor',
        office: 'by the office',
        closed: 'the property was closed or archived',
      },
      labels: {
        when: 'When',
        property: 'Property',
        address: 'Address',
        name: 'Name',
        email: 'Email',
        phone: 'Phone',
        message: 'Message',
        language: 'Language',
      },
    },
  },
} as const;
