import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form.tsx';

/** The login modal's content: the same form as /login, plus the template's links. */
export default function LoginModalBody({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="login-modal">
      <LoginForm redirectTo={redirectTo} />
      <p className="login-modal__links">
        {/* No self-service reset yet: the office resets a password on request. */}
        <Link to={`/contact?subject=${encodeURIComponent(t('auth.forgotSubject'))}`}>
          {t('auth.forgotPassword')}
        </Link>
      </p>
    </div>
  );
}
