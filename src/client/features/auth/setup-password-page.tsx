import type { InviteInspection } from '@shared/contract/invites';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SessionError } from '../../app/session-error';
import { apiGet, apiPost, isApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-errors';
import { TextField } from '../../components/form/text-field';
import { AuthFrame, BackToLogin, FormAlert, StatusScreen } from './auth-ui';
import { AUTH_MESSAGES } from './messages';
import { NewPasswordForm } from './new-password-form';
import { useResetPassword } from './use-reset-password';
import { useAdoptSession } from './use-sign-in';

/*
 * /setup-password serves three cases:
 *   ?type=invite&token=…&email=…   an invited person chooses their first password (and is signed in);
 *   ?type=recovery&token=…          a password reset, like /reset-password;
 *   no token, signed in             a member whose account has no password yet must choose one.
 * A signed-in member who already has a password has nothing to do here and goes to /.
 */

const SET_UP_TITLE = 'Set up your password';

/**
 * Shows the interim screen instead of the form while `busy`, keeping the form mounted (hidden) so
 * what was typed survives a refused attempt.
 */
function WithInterim({ busy, interim, children }: { busy: boolean; interim: string; children: ReactNode }) {
  return (
    <>
      {busy ? <StatusScreen title={interim} /> : null}
      <div hidden={busy}>{children}</div>
    </>
  );
}

function SessionExpired() {
  const navigate = useNavigate();
  return (
    <AuthFrame heading="Session expired" footer={<BackToLogin />}>
      <div className="space-y-5 rounded-xl border border-border bg-surface p-6 text-center shadow-sm">
        <p className="text-sm text-muted">
          Your password link has expired or has already been used. Request a new reset link to continue.
        </p>
        <button
          type="button"
          className="btn-primary h-11 w-full"
          onClick={() => navigate('/forgot-password')}
        >
          Go to Forgot Password
        </button>
      </div>
    </AuthFrame>
  );
}

function InviteProblem({ message }: { message: string }) {
  return (
    <AuthFrame heading={SET_UP_TITLE} footer={<BackToLogin />}>
      <div className="space-y-4 rounded-xl border border-border bg-surface p-6 shadow-sm">
        <FormAlert>{message}</FormAlert>
        <p className="text-sm text-muted">
          Invitation links work once and expire after 7 days. Ask the person who invited you for a new
          invitation.
        </p>
      </div>
    </AuthFrame>
  );
}

const inviteProblemMessage = (error: unknown) =>
  isApiError(error) && error.status === 400 ? AUTH_MESSAGES.invalidInvite : AUTH_MESSAGES.inviteError;

function InviteSetup({ token }: { token: string }) {
  const navigate = useNavigate();
  const adopt = useAdoptSession();
  const [accepting, setAccepting] = useState(false);
  const [spent, setSpent] = useState(false);
  const invite = useQuery({
    queryKey: ['invite', token],
    queryFn: ({ signal }) =>
      apiGet<InviteInspection>(`/api/invites/inspect?token=${encodeURIComponent(token)}`, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (invite.isPending) return <StatusScreen title="Processing invite" />;
  if (invite.isError) return <InviteProblem message={inviteProblemMessage(invite.error)} />;
  if (spent) return <InviteProblem message={AUTH_MESSAGES.invalidInvite} />;

  async function accept(password: string): Promise<string | null> {
    setAccepting(true);
    try {
      await apiPost('/api/invites/accept', { token, password });
    } catch (error) {
      setAccepting(false);
      if (isApiError(error) && error.code === 'invalid_invite') {
        setSpent(true);
        return null;
      }
      return authErrorMessage(error, AUTH_MESSAGES.inviteError);
    }
    if (!(await adopt())) {
      setAccepting(false);
      return AUTH_MESSAGES.inviteError;
    }
    toast.success(AUTH_MESSAGES.signedIn);
    navigate('/', { replace: true });
    return null;
  }

  return (
    <WithInterim busy={accepting} interim="Setting up your account">
      <AuthFrame
        heading={SET_UP_TITLE}
        description="Choose a strong password to secure your account"
        footer={<BackToLogin />}
      >
        <NewPasswordForm
          submitLabel="Set password"
          busyLabel="Setting up your account…"
          onSubmit={accept}
          before={
            <>
              <p className="text-sm text-muted">For security, please set up a password for your account</p>
              <TextField
                tall
                label="Email"
                name="email"
                type="email"
                autoComplete="username"
                value={invite.data.email}
                readOnly
              />
            </>
          }
        />
      </AuthFrame>
    </WithInterim>
  );
}

function RecoverySetup({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  if (expired) return <SessionExpired />;

  async function submit(password: string): Promise<string | null> {
    setBusy(true);
    const outcome = await resetPassword(token, password);
    setBusy(false);
    if (outcome.status === 'expired') setExpired(true);
    return outcome.status === 'refused' ? outcome.message : null;
  }

  return (
    <WithInterim busy={busy} interim="Processing password reset">
      <AuthFrame
        heading="Reset your password"
        description="Enter your new password below"
        footer={<BackToLogin />}
      >
        <NewPasswordForm submitLabel="Update Password" busyLabel="Updating password…" onSubmit={submit} />
      </AuthFrame>
    </WithInterim>
  );
}

/** A signed-in member without a password (e.g. their only sign-in so far was a magic link). */
function RequiredSetup() {
  const navigate = useNavigate();
  const adopt = useAdoptSession();
  const [busy, setBusy] = useState(false);

  async function submit(password: string): Promise<string | null> {
    setBusy(true);
    try {
      await apiPost('/api/auth-flows/set-password', { password });
    } catch (error) {
      setBusy(false);
      return authErrorMessage(error, AUTH_MESSAGES.failedToUpdatePassword);
    }
    await adopt();
    toast.success(AUTH_MESSAGES.passwordUpdated, {
      description: 'Your password has been successfully changed',
    });
    navigate('/', { replace: true });
    return null;
  }

  return (
    <WithInterim busy={busy} interim="Setting up your account">
      <AuthFrame
        heading={SET_UP_TITLE}
        description="You must set a password to continue using your account"
        footer={<BackToLogin />}
      >
        <NewPasswordForm
          submitLabel="Set password"
          busyLabel="Saving…"
          onSubmit={submit}
          before={
            <p className="text-sm text-muted">For security, please set up a password for your account</p>
          }
        />
      </AuthFrame>
    </WithInterim>
  );
}

export default function SetupPasswordPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const token = params.get('token');
  const me = useMe();

  // A recovery link works whoever is signed in on this browser: it ends with signing out anyway.
  if (type === 'recovery' && token) return <RecoverySetup token={token} />;

  if (me.isPending) return <StatusScreen title="Loading" />;
  if (me.data?.user.passwordSet) return <Navigate to="/" replace />;

  if (type === 'invite') {
    return token ? <InviteSetup token={token} /> : <InviteProblem message={AUTH_MESSAGES.invalidInvite} />;
  }
  if (me.data) return <RequiredSetup />;
  if (me.isError) return <SessionError onRetry={() => void me.refetch()} />;
  return <SessionExpired />;
}
