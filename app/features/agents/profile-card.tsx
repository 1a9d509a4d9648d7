import { Link } from 'react-router';
import { Phone, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Agency, Agent } from '../../../content/agents.ts';
import { InitialsAvatar } from '../company/initials-avatar.tsx';
import { telHref } from '../company/contact-boxes.tsx';

/** Spec 2.11 card: avatar, name, property count, Explore More. */
export function AgentCard({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  const headingId = `agent-${agent.id}`;
  return (
    <article className="profile-card" aria-labelledby={headingId}>
      <InitialsAvatar name={agent.name} size={88} />
      <h3 id={headingId}>{agent.name}</h3>
      <p>
        {agent.designation} · {agent.location}
      </p>
      <p>{t('agents.propertyCount', { count: agent.properties })}</p>
      <p>
        <Star aria-hidden="true" size={16} />{' '}
        {t('agents.reviews', { rating: agent.review, count: agent.reviews })}
      </p>
      <p>
        <Phone aria-hidden="true" size={16} /> <a href={telHref(agent.call)}>{agent.call}</a>
      </p>
      <Link className="button button--primary" to={`/agent-page/${agent.id}`}>
        {t('agents.exploreMore')}
        <span className="visually-hidden"> {t('agents.exploreMoreAbout', { name: agent.name })}</span>
      </Link>
    </article>
  );
}

export function AgencyCard({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const headingId = `agency-${agency.id}`;
  return (
    <article className="profile-card" aria-labelledby={headingId}>
      <InitialsAvatar name={agency.name} size={88} />
      <h3 id={headingId}>{agency.name}</h3>
      <p>{agency.location}</p>
      <p>
        {t('agents.agentCount', { count: agency.agents })} ·{' '}
        {t('agents.propertyCount', { count: agency.properties })}
      </p>
      <Link className="button button--primary" to={`/agency-page/${agency.id}`}>
        {t('agents.exploreMore')}
        <span className="visually-hidden"> {t('agents.exploreMoreAbout', { name: agency.name })}</span>
      </Link>
    </article>
  );
}
