import { closeProof, confirmationMatches, OWN_DATA_MESSAGES } from '@shared/contract/own-data';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Loader2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { dialogContentClass, dialogOverlayClass } from '../../components/dialog-classes';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import type { Me } from '../../lib/session';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';
import { failureMessage, forgetSession, useCloseAccount, useDownloadMyData, useSendCloseCode } from './api';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { Spinner } from '../../components/spinner';

const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';
const CLOSE_FAILED = 'Your account could not be closed. Please try again.';

/** "Your data": download everything the account holds. */
export function OwnDataCard() {
  const download = useDownloadMyData();
  return (
    <AccountCard
      title="Your data"
      description="One file with everything your account holds: profile, library, assessments and ratings you gave, survey answers, roadmap ideas, votes and feedback, assistant conversations and email preferences."
    >
      <PendingButton
        type="button"
        className="btn-outline"
        pending={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
        {download.isPending ? 'Preparing your file…' : 'Download my data'}
      </PendingButton>
      {download.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {failureMessage(download.error, DOWNLOAD_FAILED)}
        </p>
      ) : null}
    </AccountCard>
  );
}

/**
 * "Close my account": the member proves it is them (their password, or an emailed code when they
 * have none), then types their email in a confirmation dialog. Closing signs them out.
 */
export function CloseAccountCard({ me }: { me: Me }) {
  const proof = closeProof(me.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sendCode = useSendCloseCode();
  const closeAccount = useCloseAccount();
  const [secret, setSecret] = useState('');
  const [secretError, setSecretError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const typedId = useId();

  const begin = (event: FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) {
      setSecretError(
        proof === 'password' ? OWN_DATA_MESSAGES.passwordRequired : OWN_DATA_MESSAGES.codeRequired,
      );
      return;
    }
    setSecretError(undefined);
    setTyped('');
    closeAccount.reset();
    setConfirming(true);
  };

  const confirm = () => {
    const input = proof === 'password' ? { password: secret } : { code: secret };
    closeAccount.mutate(
      { ...input, confirmation: typed },
      {
        onSuccess: async () => {
          // The page it leads to says the account is closed. Away from the members' pages first, so their guard does not send the member to sign in.
          await navigate('/account-closed', { replace: true });
          await forgetSession(queryClient);
        },
        onError: (error) => {
          // A wrong password or code is the card's field to fix, not the dialog's.
          if (
            isApiError(error) &&
            ['invalid_password', 'invalid_code', 'password_required', 'code_required'].includes(error.code)
          ) {
            setConfirming(false);
            setSecretError(error.message);
          }
        },
      },
    );
  };

  // Stripe's refusal says that nothing was closed: worth more than the general failure.
  const dialogError = !(closeAccount.isError && confirming)
    ? null
    : isApiError(closeAccount.error) && closeAccount.error.code === 'subscription_cancel_failed'
      ? closeAccount.error.message
      : failureMessage(closeAccount.error, CLOSE_FAILED);

  return (
    <AccountCard
      title="Close your account"
      description="Closing deletes your account and its data for good and cancels any card subscription. Your roadmap votes stay only as anonymous counts. Download your data first if you want to keep it."
    >
      <form noValidate onSubmit={begin} className="max-w-md space-y-4" aria-label="Close my account">
        {proof === 'password' ? (
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            error={secretError}
          />
        ) : (
          <>
            <p className="text-sm text-muted">
              You sign in with emailed links, so we email you a code to confirm it is you.
            </p>
            <PendingButton
              type="button"
              className="btn-outline"
              pending={sendCode.isPending}
              onClick={() =>
                sendCode.mutate(undefined, {
                  onSuccess: () => toast.success(OWN_DATA_MESSAGES.codeSent),
                  onError: (error) =>
                    toast.error('Error', {
                      description: failureMessage(error, 'The code could not be sent.'),
                    }),
                })
              }
            >
              {sendCode.isPending ? <Spinner /> : null}
              {sendCode.isSuccess ? 'Email me a new code' : 'Email me a code'}
            </PendingButton>
            <TextField
              label="Code from the email"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
              error={secretError}
            />
          </>
        )}
        <button type="submit" className="btn border border-danger text-danger hover:bg-danger/10">
          Close my account
        </button>
      </form>

      <AlertDialog.Root
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !closeAccount.isPending) setConfirming(false);
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={dialogOverlayClass} />
          <AlertDialog.Content className={dialogContentClass()}>
            <AlertDialog.Title className="text-lg font-semibold text-ink">
              Close your account for good?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">
              This cannot be undone. Your account and its data are deleted, any card subscription is canceled
              and you are signed out.
            </AlertDialog.Description>
            <form
              className="mt-4 space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                if (confirmationMatches(typed, me.user.email)) confirm();
              }}
            >
              <label htmlFor={typedId} className="block text-sm font-medium text-ink">
                Type your email address, <span className="font-mono break-all">{me.user.email}</span>, to
                confirm
              </label>
              <input
                id={typedId}
                className="input h-10 w-full"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              {dialogError ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {dialogError}
                </p>
              ) : null}
              <div className="flex flex-wrap justify-end gap-2 pt-2">
                <AlertDialog.Cancel className="btn-outline" disabled={closeAccount.isPending}>
                  Keep my account
                </AlertDialog.Cancel>
                <PendingButton
                  type="submit"
                  className="btn bg-danger text-white hover:opacity-90"
                  pending={closeAccount.isPending}
                  disabled={!confirmationMatches(typed, me.user.email)}
                >
                  {closeAccount.isPending ? (
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  ) : null}
                  Close my account
                </PendingButton>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </AccountCard>
  );
}
