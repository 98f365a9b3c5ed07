import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { apiPost } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { postSignInPath } from '../../lib/redirect';
import { type Me, useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { AuthFrame, BackToLogin, StatusScreen } from './auth-ui';
import { AUTH_MESSAGES } from './messages';
import { useAdoptSession } from './use-sign-in';
import { VerifyEmailForm } from './verify-email-form';

/*
 * /auth/callback is where emailed links land:
 *   ?type=magiclink&token=…   a sign-in link. Opening it spends nothing: mail scanners open links,
 *                             so only the button's POST uses the token;
 *   ?type=verify&token=…      a verification link: it asks for the password chosen at sign-up
 *                             (the link alone verifies nothing and signs no one in);
 *   ?error=…                  better-auth reporting a bad or expired link.
 */

const SIGNING_IN = 'Signing you in...';

/** Runs `effect` once per mounted page, even when React mounts effects twice in development. */
function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  });
}

function successToast(me: Me) {
  if (me.user.passwordSet) toast.success(AUTH_MESSAGES.signedIn);
  else toast.success(AUTH_MESSAGES.signedInSetUpPassword);
}

function FailedSignIn({ message = AUTH_MESSAGES.authFailed }: { message?: string }) {
  useOnce(() => toast.error(message));
  return <Navigate to="/login" replace />;
}

function SignedIn({ me }: { me: Me }) {
  useOnce(() => successToast(me));
  return <Navigate to={postSignInPath({ passwordSet: me.user.passwordSet, next: null })} replace />;
}

function MagicLinkConfirm({ token }: { token: string }) {
  const { appName } = getConfig();
  const navigate = useNavigate();
  const adopt = useAdoptSession();
  const [signingIn, setSigningIn] = useState(false);

  async function signIn() {
    if (signingIn) return;
    setSigningIn(true);
    let me: Me | null = null;
    try {
      await apiPost('/api/auth-flows/magic-link/verify', { token });
      me = await adopt();
    } catch {
      me = null;
    }
    if (!me) {
      toast.error(AUTH_MESSAGES.authFailed);
      navigate('/login', { replace: true });
      return;
    }
    successToast(me);
    navigate(postSignInPath({ passwordSet: me.user.passwordSet, next: null }), { replace: true });
  }

  if (signingIn) return <StatusScreen title={SIGNING_IN} />;
  return (
    <AuthFrame heading={`Sign in to ${appName}`} footer={<BackToLogin />}>
      <div className="space-y-5 rounded-xl border border-border bg-surface p-6 text-center shadow-sm">
        <p className="text-sm text-muted">
          Use the button below to finish signing in. Your sign-in link works once.
        </p>
        <button type="button" className="btn-primary h-11 w-full" onClick={() => void signIn()}>
          Sign in
        </button>
      </div>
    </AuthFrame>
  );
}

/** Any other arrival: on with the session if there is one, otherwise back to sign-in. */
function SessionCallback() {
  const me = useMe();
  if (me.isPending) return <StatusScreen title={SIGNING_IN} />;
  if (me.data) return <SignedIn me={me.data} />;
  return <FailedSignIn />;
}

export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const token = params.get('token');

  if (params.get('error')) return <FailedSignIn />;
  if (type === 'magiclink') return token ? <MagicLinkConfirm token={token} /> : <FailedSignIn />;
  if (type === 'verify') return token ? <VerifyEmailForm token={token} /> : <FailedSignIn />;
  return <SessionCallback />;
}
