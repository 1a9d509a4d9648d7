/**
 * The team carousel on About Us (spec 2.10). The company names its own staff: each entry describes a
 * role, and `name` is filled in only with a real person's name and consent. Avatars are generated
 * (initials on a coloured circle), never downloaded.
 */
export type TeamMember = {
  id: string;
  /** A real staff member's name, when the company adds one. */
  name?: string;
  role: string;
  text: string;
};

export const team: readonly TeamMember[] = [
  {
    id: 'property-manager',
    role: 'Property Manager',
    text: 'Your main contact: looks after owners’ properties from listing to lease renewal.',
  },
  {
    id: 'leasing-coordinator',
    role: 'Leasing Coordinator',
    text: 'Answers enquiries, books showings and guides applicants through screening.',
  },
  {
    id: 'maintenance-coordinator',
    role: 'Maintenance Coordinator',
    text: 'Takes repair requests and arranges trusted local trades.',
  },
  {
    id: 'accounts',
    role: 'Accounts & Reporting',
    text: 'Collects rent, pays bills on owners’ behalf and prepares monthly statements.',
  },
  {
    id: 'tenant-relations',
    role: 'Tenant Relations',
    text: 'Welcomes new tenants, handles move-in and move-out inspections and everyday questions.',
  },
  {
    id: 'owner-relations',
    role: 'Owner Relations',
    text: 'Meets new owners, explains our plans and prepares management agreements.',
  },
];
