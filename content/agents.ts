/**
 * Sample agents and agencies (spec 2.11 and 3: the template shows hard-coded sample data). These are
 * fictional examples, not people or firms: pages say so. Avatars are generated from the initials.
 */
export type AgentInfoEntry = { title: string; subTitle: string };

export type Agent = {
  id: number;
  name: string;
  designation: string;
  agencyId: number;
  /** City used by the location search. */
  location: string;
  /** Phone shown on the card ("call" in the template). */
  call: string;
  email: string;
  /** Number of properties (count label on the card). */
  properties: number;
  /** Number of reviews and average rating out of 5. */
  reviews: number;
  review: number;
  about: string;
};

export type Agency = {
  id: number;
  name: string;
  location: string;
  address: string;
  call: string;
  email: string;
  /** Number of agents and properties (count labels). */
  agents: number;
  properties: number;
  about: string;
};

// 555-01xx numbers are reserved for fiction; example.com addresses never deliver.
export const agents: readonly Agent[] = [
  {
    id: 1,
    name: 'Sample Agent One',
    designation: 'Leasing Agent',
    agencyId: 1,
    location: 'Moncton',
    call: '(506) 555-0111',
    email: 'agent.one@example.com',
    properties: 12,
    reviews: 18,
    review: 4.8,
    about: 'Helps tenants find apartments in central Moncton and arranges showings on short notice.',
  },
  {
    id: 2,
    name: 'Sample Agent Two',
    designation: 'Property Manager',
    agencyId: 1,
    location: 'Dieppe',
    call: '(506) 555-0112',
    email: 'agent.two@example.com',
    properties: 9,
    reviews: 11,
    review: 4.6,
    about: 'Manages family homes in Dieppe and looks after maintenance requests.',
  },
  {
    id: 3,
    name: 'Sample Agent Three',
    designation: 'Sales Agent',
    agencyId: 2,
    location: 'Riverview',
    call: '(506) 555-0113',
    email: 'agent.three@example.com',
    properties: 7,
    reviews: 9,
    review: 4.9,
    about: 'Works with buyers and sellers of houses in Riverview.',
  },
  {
    id: 4,
    name: 'Sample Agent Four',
    designation: 'Leasing Agent',
    agencyId: 2,
    location: 'Shediac',
    call: '(506) 555-0114',
    email: 'agent.four@example.com',
    properties: 5,
    reviews: 6,
    review: 4.5,
    about: 'Handles seasonal and year-round rentals along the coast near Shediac.',
  },
  {
    id: 5,
    name: 'Sample Agent Five',
    designation: 'Property Manager',
    agencyId: 3,
    location: 'Moncton',
    call: '(506) 555-0115',
    email: 'agent.five@example.com',
    properties: 14,
    reviews: 21,
    review: 4.7,
    about: 'Looks after apartment buildings in the north end of Moncton.',
  },
  {
    id: 6,
    name: 'Sample Agent Six',
    designation: 'Sales Agent',
    agencyId: 3,
    location: 'Dieppe',
    call: '(506) 555-0116',
    email: 'agent.six@example.com',
    properties: 8,
    reviews: 10,
    review: 4.4,
    about: 'Helps first-time buyers find condos and semi-detached homes.',
  },
];

export const agencies: readonly Agency[] = [
  {
    id: 1,
    name: 'Sample Agency North',
    location: 'Moncton',
    address: 'Moncton, NB',
    call: '(506) 555-0121',
    email: 'north@example.com',
    agents: 2,
    properties: 21,
    about: 'A sample agency with leasing and management agents in Moncton and Dieppe.',
  },
  {
    id: 2,
    name: 'Sample Agency South',
    location: 'Riverview',
    address: 'Riverview, NB',
    call: '(506) 555-0122',
    email: 'south@example.com',
    agents: 2,
    properties: 12,
    about: 'A sample agency working with buyers, sellers and renters in Riverview and Shediac.',
  },
  {
    id: 3,
    name: 'Sample Agency East',
    location: 'Dieppe',
    address: 'Dieppe, NB',
    call: '(506) 555-0123',
    email: 'east@example.com',
    agents: 2,
    properties: 22,
    about: 'A sample agency for apartments and condos in Dieppe and Moncton.',
  },
];

/** Spec 2.11: an unknown id falls back to a default name (and the default, generated image). */
export const defaultAgentName: string = 'Agent';
export const defaultAgencyName: string = 'Agency';
