import type { ReactNode } from 'react';
import { Link } from '../../components/site-link.tsx';
import { Phone, Star } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import type { Agency, Agent } from '../../../content/agents.ts';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { telHref } from '../../components/tel-href.ts';
import { formatPhone } from '../../../shared/format.ts';

/** The level of a card's name: 2 on a page of cards, 3 under a page's section heading. */
type HeadingLevel = 2 | 3;

/** Spec 2.11 card: avatar, name, the facts (children), Explore More. */
function ProfileCard({
  headingId,
  headingLevel,
  name,
  to,
  children,
}: {
  headingId: string;
  headingLevel: HeadingLevel;
  name: string;
  to: string;
  children: ReactNode;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="profile-card" aria-labelledby={headingId}>
      <InitialsAvatar name={name} size={88} />
      <Heading id={headingId} className="profile-card__name">
        {name}
      </Heading>
      {children}
      <Link className="button button--primary" to={to}>
        {t('agents.exploreMore')}
        <span className="visually-hidden"> {t('agents.exploreMoreAbout', { name })}</span>
      </Link>
    </article>
  );
}

export function AgentCard({ agent, headingLevel = 3 }: { agent: Agent; headingLevel?: HeadingLevel }) {
  const t = useT();
  return (
    <ProfileCard
      headingId={`agent-${agent.id}`}
      headingLevel={headingLevel}
      name={agent.name}
      to={`/agent-page/${agent.id}`}
    >
      <p>
        {agent.designation} · {agent.location}
      </p>
      <p>{t('agents.propertyCount', { count: agent.properties })}</p>
      <p>
        <Star aria-hidden="true" size={16} />{' '}
        {t('agents.reviews', { rating: agent.review, count: agent.reviews })}
      </p>
      <p>
        <Phone aria-hidden="true" size={16} /> <a href={telHref(agent.call)}>{formatPhone(agent.call)}</a>
      </p>
    </ProfileCard>
  );
}

export function AgencyCard({ agency, headingLevel = 3 }: { agency: Agency; headingLevel?: HeadingLevel }) {
  const t = useT();
  return (
    <ProfileCard
      headingId={`agency-${agency.id}`}
      headingLevel={headingLevel}
      name={agency.name}
      to={`/agency-page/${agency.id}`}
    >
      <p>{agency.location}</p>
      <p>
        {t('agents.agentCount', { count: agency.agents })} ·{' '}
        {t('agents.propertyCount', { count: agency.properties })}
      </p>
    </ProfileCard>
  );
}

/** Profile cards in a grid, one list item each. */
export function ProfileGrid<P extends { id: number }>({
  profiles,
  card,
}: {
  profiles: readonly P[];
  card: (profile: P) => ReactNode;
}) {
  return (
    <ul className="profile-grid">
      {profiles.map((profile) => (
        <li key={profile.id}>{card(profile)}</li>
      ))}
    </ul>
  );
}
