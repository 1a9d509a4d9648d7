import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Detail } from '../../components/detail.tsx';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { telHref } from '../../components/tel-href.ts';
import { formatPhone } from '../../../shared/format.ts';

/**
 * The top of an agent's or agency's page (spec 2.11): avatar, name, about and the sample note, then
 * the profile's facts and how to reach it. `action` sits at the header's end (Add New Agent).
 */
export function ProfileIntro({
  profile,
  facts,
  action,
}: {
  profile: { name: string; about?: string; call: string; email: string };
  facts: readonly { title: string; value: string }[];
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <header className="profile-header">
        <InitialsAvatar name={profile.name} size={120} />
        <div>
          <h1>{profile.name}</h1>
          {profile.about ? <p>{profile.about}</p> : null}
          <p className="sample-note">{t('agents.sampleNote')}</p>
        </div>
        {action}
      </header>
      <h2 className="visually-hidden">{t('agents.info.heading')}</h2>
      <dl className="info-list">
        {facts.map((fact) => (
          <Detail key={fact.title} term={fact.title}>
            {fact.value}
          </Detail>
        ))}
        <Detail term={t('agents.info.phone')}>
          <a href={telHref(profile.call)}>{formatPhone(profile.call)}</a>
        </Detail>
        <Detail term={t('agents.info.email')}>
          <a href={`mailto:${profile.email}`}>{profile.email}</a>
        </Detail>
      </dl>
    </>
  );
}
