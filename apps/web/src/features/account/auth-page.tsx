import { Navigate } from 'react-router';
import { isSignedIn } from '../../shared/session';
import { LoginRequired } from '../../shared/ui/login-required';

/** The authentication guard page: guests are asked to log in, signed-in users go home. */
export default function AuthPage() {
  return isSignedIn() ? <Navigate replace to="/" /> : <LoginRequired />;
}
