import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoginMode, openLogin } from '../../shared/login-store';
import HomePage from './home-page';

/** `/login?redirect=…` opens the login dialog over the home page and returns there afterwards. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = params.get('redirect');
  useEffect(() => {
    openLogin(LoginMode.sms, returnTo?.startsWith('/') ? returnTo : null);
  }, [returnTo]);
  return <HomePage />;
}
