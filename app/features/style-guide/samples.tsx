import { useT } from '../../i18n/use-t.ts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { GuideSection, Specimen } from './specimen.tsx';

/** The button classes of app.css, as forms and pages use them. */
export function ButtonSamples() {
  const t = useT();
  return (
    <GuideSection id="buttons" title={t('styleGuide.buttons.title')}>
      <div className="specimen-grid">
        <Specimen name=".button.button--accent" note={t('styleGuide.buttons.accent')}>
          <button type="button" className="button button--accent">
            {t('enquiries.send')}
          </button>
        </Specimen>
        <Specimen name=".button.button--primary" note={t('styleGuide.buttons.primary')}>
          <button type="button" className="button button--primary">
            {t('enquiries.states.backToHome')}
          </button>
        </Specimen>
        <Specimen name=".button.button--ghost" note={t('styleGuide.buttons.ghost')}>
          <button type="button" className="button button--ghost">
            {t('styleGuide.buttons.ghostLabel')}
          </button>
        </Specimen>
        <Specimen name=".button:disabled" note={t('styleGuide.buttons.disabled')}>
          <button type="button" className="button button--accent" disabled>
            {t('enquiries.send')}
          </button>
        </Specimen>
        <Specimen name=".button (busy)" note={t('styleGuide.buttons.busy')}>
          <button type="button" className="button button--accent" disabled>
            <span className="enquiry-spinner" aria-hidden="true" />
            {t('enquiries.sending')}
          </button>
        </Specimen>
      </div>
    </GuideSection>
  );
}

/** The badges of cards, the detail page and the admin console. */
export function BadgeSamples() {
  const t = useT();
  const badges = [
    { className: 'badge--rent', label: t('property.forRent') },
    { className: 'badge--sale', label: t('property.forSell') },
    { className: 'badge--verified', label: t('property.verified') },
    { className: 'badge--closed', label: t('property.rented') },
    { className: 'badge--closed', label: t('property.sold') },
  ];
  return (
    <GuideSection id="badges" title={t('styleGuide.badges.title')}>
      <Specimen name=".badge" note={t('styleGuide.badges.note')} isWide>
        <ul className="style-guide__badges">
          {badges.map((badge) => (
            <li key={badge.label}>
              <span className={`badge ${badge.className}`}>{badge.label}</span>
              <code>.{badge.className}</code>
            </li>
          ))}
        </ul>
      </Specimen>
    </GuideSection>
  );
}

/** Notices after a form sent without JavaScript, a form-level alert and the empty state of a list. */
export function AlertSamples() {
  const t = useT();
  return (
    <GuideSection id="alerts" title={t('styleGuide.alerts.title')}>
      <p className="guide-section__note">{t('styleGuide.alerts.note')}</p>
      <div className="specimen-grid">
        <Specimen name=".notice.notice--success" note={t('styleGuide.alerts.successNote')}>
          <div className="notice notice--success">
            <p className="notice__title">
              <CircleCheck aria-hidden="true" size={20} /> {t('enquiries.states.successTitle')}
            </p>
            <p>{t('enquiries.states.successText')}</p>
          </div>
        </Specimen>
        <Specimen name=".notice.notice--error" note={t('styleGuide.alerts.errorNote')}>
          <div className="notice notice--error">
            <p className="notice__title">
              <CircleAlert aria-hidden="true" size={20} /> {t('enquiries.states.errorTitle')}
            </p>
            <p>{t('enquiries.states.errorText')}</p>
          </div>
        </Specimen>
        <Specimen name=".enquiry-form__alert" note={t('styleGuide.alerts.formAlertNote')}>
          <p className="enquiry-form__alert">{t('styleGuide.alerts.formAlert')}</p>
        </Specimen>
        <Specimen name=".empty-state" note={t('styleGuide.alerts.emptyNote')}>
          <div className="empty-state">
            <p className="empty-state__title">{t('styleGuide.alerts.emptyTitle')}</p>
            <p>{t('styleGuide.alerts.emptyText')}</p>
          </div>
        </Specimen>
      </div>
    </GuideSection>
  );
}
