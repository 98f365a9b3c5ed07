import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { AuthFrame, BackToLogin } from './auth-ui';
import { AUTH_MESSAGES } from './messages';
import { NewPasswordForm } from './new-password-form';
import { useResetPassword } from './use-reset-password';

/** Leaves for /forgot-password, saying the reset link no longer works (once, even in StrictMode). */
function ExpiredResetRedirect() {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.error(AUTH_MESSAGES.resetSessionExpired);
  }, []);
  return <Navigate to="/forgot-password" replace />;
}

/**
 * /reset-password?token=…: the page the reset email links to. Without a token there is nothing to
 * reset: straight to /forgot-password. better-auth's own redirect may bring `?error=INVALID_TOKEN`.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const resetPassword = useResetPassword();
  const navigate = useNavigate();

  if (params.get('error')) return <ExpiredResetRedirect />;
  if (!token) return <Navigate to="/forgot-password" replace />;

  async function onSubmit(password: string) {
    const outcome = await resetPassword(token as string, password);
    if (outcome.status === 'expired') navigate('/forgot-password', { replace: true });
    return outcome.status === 'refused' ? outcome.message : null;
  }

  return (
    <AuthFrame
      heading="Reset your password"
      description="Enter your new password below"
      footer={<BackToLogin />}
    >
      <NewPasswordForm submitLabel="Update Password" busyLabel="Updating password…" onSubmit={onSubmit} />
    </AuthFrame>
  );
}
