import type { Agency, Agent } from '../../../content/agents.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { agentsContent } from '../../i18n/content/agents.ts';

/** Spec 2.11: the id is parsed as a number; anything else finds nothing. */
export function parseProfileId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Case-insensitive match on the city (the lists' location search). */
export function filterByLocation<T extends { location: string }>(list: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('en-CA');
  if (!needle) return [...list];
  return list.filter((item) => item.location.toLocaleLowerCase('en-CA').includes(needle));
}

/** The profile for an id, or the default profile (name 'Agent', generated image) when not found. */
export function agentOrDefault(
  raw: string | undefined,
  contact: { phone: string; email: string },
  language: Language,
): { agent: Agent; isFound: boolean } {
  const { agents, defaultAgentName } = agentsContent.of(language);
  const id = parseProfileId(raw);
  const found = id === null ? undefined : agents.find((agent) => agent.id === id);
  if (found) return { agent: found, isFound: true };
  return {
    agent: {
      id: 0,
      name: defaultAgentName,
      designation: '',
      agencyId: 0,
      location: '',
      call: contact.phone,
      email: contact.email,
      properties: 0,
      reviews: 0,
      review: 0,
      about: '',
    },
    isFound: false,
  };
}

export function agencyOrDefault(
  raw: string | undefined,
  contact: { phone: string; email: string; streetAddress: string },
  language: Language,
): { agency: Agency; isFound: boolean } {
  const { agencies, defaultAgencyName } = agentsContent.of(language);
  const id = parseProfileId(raw);
  const found = id === null ? undefined : agencies.find((agency) => agency.id === id);
  if (found) return { agency: found, isFound: true };
  return {
    agency: {
      id: 0,
      name: defaultAgencyName,
      location: '',
      address: contact.streetAddress,
      call: contact.phone,
      email: contact.email,
      agents: 0,
      properties: 0,
      about: '',
    },
    isFound: false,
  };
}

export function agentsOfAgency(agencyId: number, language: Language): Agent[] {
  return agentsContent.of(language).agents.filter((agent) => agent.agencyId === agencyId);
}
