import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordChangeForm, type PasswordChangeFormValues } from '@shared/domain/account';
import { useForm } from 'react-hook-form';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';
import { failureMessage, useChangePassword } from './api';
import { PasswordField } from '../../components/form/password-field';
import { Spinner } from '../../components/spinner';

const EMPTY: PasswordChangeFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FAILED = 'Failed to update password. Please try again.';

/**
 * Security Settings: change the password. The current one is required (someone at an unlocked
 * screen must not be able to lock the member out); every other session ends on success.
 */
export function SecurityCard() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(PasswordChangeForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        form.reset(EMPTY);
        toast.success('Password updated', { description: 'Your password has been successfully changed' });
      },
      (error: unknown) => {
        if (isApiError(error) && error.code === 'invalid_current_password') {
          form.setError('currentPassword', { message: error.message }, { shouldFocus: true });
        } else if (isApiError(error) && error.code === 'weak_password') {
          form.setError('newPassword', { message: error.message }, { shouldFocus: true });
        } else {
          toast.error('Error', { description: failureMessage(error, FAILED) });
        }
      },
    ),
  );

  return (
    <AccountCard
      title="Security Settings"
      description="Change your password. You stay signed in here; other devices are signed out."
    >
      <form noValidate onSubmit={submit} className="max-w-md space-y-5" aria-label="Change password">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <PendingButton type="submit" className="btn-primary" pending={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending ? 'Updating…' : 'Update Password'}
        </PendingButton>
      </form>
    </AccountCard>
  );
}
