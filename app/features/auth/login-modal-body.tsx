import { LoginForm } from './login-form.tsx';

/** The login modal's content: the /login page's form, with all of spec 2.2's controls. */
export default function LoginModalBody({ redirectTo }: { redirectTo: string }) {
  return <LoginForm redirectTo={redirectTo} />;
}
