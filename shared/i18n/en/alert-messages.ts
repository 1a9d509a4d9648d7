// English messages the server writes about saved-search alerts (issue 30): the confirmation and alert
// e-mails (CASL: the sender, the office's postal address, the unsubscribe link) and the consent
// sentence the form shows and the database records. A French version is a sibling file.
export const alertMessages = {
  /** The box of its own the visitor ticks (never ticked for them); recorded word for word. */
  consent:
    'Yes, send me e-mails from {{site}} about new listings and price drops matching this search. I can unsubscribe at any time.',
  frequency: { instant: 'As they are listed', daily: 'Daily', weekly: 'Weekly' },
  search: {
    rent: 'For rent',
    sale: 'For sale',
    city: 'in {{city}}',
    beds: '{{count}}+ beds',
    baths: '{{count}}+ baths',
    price: '{{min}} to {{max}}',
    from: 'from {{min}}',
    bounds: 'in the map area',
  },
  email: {
    confirmSubject: 'Confirm your listing alert from {{site}}',
    confirmGreeting: 'Hello,',
    confirmBody:
      'You (or someone using this address) asked for e-mails about listings matching a search on our site: {{search}}. Nothing will be sent until you confirm.',
    confirmLink: 'To start the alert, open this link and press the button:',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: no alert will be sent.',
    alertSubject_one: '{{count}} new listing for your search on {{site}}',
    alertSubject_other: '{{count}} new listings for your search on {{site}}',
    alertIntro: 'New for your search ({{search}}):',
    listed: 'New',
    priceDrop: 'Price drop',
    allResults: 'See every result:',
    why: 'You receive this because you asked for {{frequency}} alerts for this search on {{date}}.',
    unsubscribe: 'Unsubscribe from this alert:',
    sender: '{{site}}, {{address}}',
    anySearch: 'every listing',
  },
} as const;
