import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/about-us';
import { TEAM_SLIDES_PER_VIEW } from '../../shared/domain/carousel.ts';
import { Carousel } from '../components/carousel.tsx';
import { companyMeta } from '../features/company/company-meta.ts';
import { InitialsAvatar } from '../components/initials-avatar.tsx';
import { PageHero } from '../features/company/page-hero.tsx';
import '../i18n/catalogues/company.ts';
import { aboutContent } from '../i18n/content/about.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { teamContent } from '../i18n/content/team.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  companyMeta(matches, { title: 'aboutTitle', description: 'aboutDescription', path: '/about-us' });

/** Spec 2.10: title, Our Story, Our Mission & Work Process (four items), team carousel. */
export default function AboutUs() {
  const t = useT();
  const { team } = teamContent.of(useLanguage());
  const { about, workProcess } = aboutContent.of(useLanguage());
  return (
    <>
      <PageHero id="about-title" title={t('company.about.title')}>
        <p className="page-hero__lead">{about.lead}</p>
      </PageHero>

      <section className="container section prose-section" aria-labelledby="story-title">
        <h2 id="story-title">{t('company.about.storyHeading')}</h2>
        {about.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="section section--alt" aria-labelledby="mission-title">
        <div className="container">
          <h2 id="mission-title">{t('company.about.missionHeading')}</h2>
          <p className="prose-section">{about.mission}</p>
          <ol className="process-list">
            {workProcess.map((step, index) => (
              <li key={step.id} className="process-step">
                <span className="process-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>
                  <span className="visually-hidden">{t('company.about.step', { number: index + 1 })}: </span>
                  {step.title}
                </h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="team-title">
        <h2 id="team-title">{t('company.about.teamHeading')}</h2>
        <Carousel label={t('company.about.teamCarousel')} slidesPerView={TEAM_SLIDES_PER_VIEW}>
          {team.map((member) => (
            <article key={member.id} className="team-card">
              <InitialsAvatar name={member.name ?? member.role} size={96} />
              {member.name ? <h3 className="team-card__name">{member.name}</h3> : null}
              {member.name ? (
                <p className="team-card__role">{member.role}</p>
              ) : (
                <h3 className="team-card__name">{member.role}</h3>
              )}
              <p>{member.text}</p>
            </article>
          ))}
        </Carousel>
      </section>
    </>
  );
}
