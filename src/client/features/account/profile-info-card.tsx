import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileInput, type ProfileInputValues } from '@shared/domain/account';
import { INDUSTRIES, isIndustry } from '@shared/domain/vocabulary';
import { Pencil } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import type { Me } from '../../lib/session';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';
import { SESSION_UNAVAILABLE, useUpdateProfile } from './api';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Spinner } from '../../components/spinner';

const NOT_PROVIDED = 'Not provided';

const valuesOf = (me: Me): ProfileInputValues => ({
  firstName: me.profile.firstName ?? '',
  lastName: me.profile.lastName ?? '',
  title: me.profile.title ?? '',
  company: me.profile.company ?? '',
  industry: isIndustry(me.profile.industry) ? me.profile.industry : '',
});

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  const shown = value?.trim();
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className={shown ? 'mt-1 break-words text-ink' : 'mt-1 text-muted italic'}>
        {shown || NOT_PROVIDED}
      </dd>
    </div>
  );
}

/**
 * Profile Information: a read view (empty values read 'Not provided') with Edit Profile, which turns
 * the card into the form (First Name*, Last Name*, read-only Email, Job Title, Company, Industry;
 * Team is managed by administrators). Cancel puts the saved values back.
 */
export function ProfileInfoCard({ me }: { me: Me }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const form = useForm<ProfileInputValues>({
    resolver: zodResolver(ProfileInput),
    defaultValues: valuesOf(me),
  });
  const { errors } = form.formState;

  // Back from the form: focus returns to the button that opened it.
  useLayoutEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function startEditing() {
    form.reset(valuesOf(me));
    setEditing(true);
  }

  function cancel() {
    form.reset(valuesOf(me));
    setEditing(false);
  }

  const save = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => {
        toast.success('Profile updated', {
          description: 'Your profile information has been successfully saved.',
        });
        setEditing(false);
      },
      (error: unknown) => {
        const description =
          isApiError(error) && error.status === 401
            ? SESSION_UNAVAILABLE
            : 'Failed to update profile. Please try again.';
        toast.error('Error', { description });
      },
    ),
  );

  const action = editing ? null : (
    <button ref={editButton} type="button" className="btn-outline" onClick={startEditing}>
      <Pencil className="size-4" aria-hidden="true" />
      Edit Profile
    </button>
  );

  return (
    <AccountCard
      title="Profile Information"
      description="Your name and role as the community sees them."
      action={action}
    >
      {editing ? (
        <form noValidate onSubmit={save} className="space-y-5" aria-label="Edit profile">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First Name"
              required
              autoComplete="given-name"
              autoFocus
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              label="Last Name"
              required
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            value={me.profile.email || me.user.email}
            readOnly
            hint="Email cannot be changed from this page"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Job Title"
              autoComplete="organization-title"
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextField
              label="Company"
              autoComplete="organization"
              error={errors.company?.message}
              {...form.register('company')}
            />
          </div>
          <SelectField
            label="Industry"
            options={INDUSTRIES}
            empty="Not provided"
            hint="Your assessment results compare you with members of your industry once 30 of them have taken it."
            error={errors.industry?.message}
            {...form.register('industry')}
          />
          <div className="space-y-1">
            <p className="text-sm font-medium text-ink">Team</p>
            <p className="text-sm text-ink">{me.team?.name ?? NOT_PROVIDED}</p>
            <p className="text-xs text-muted">Teams are managed by your administrator.</p>
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
            <button type="button" className="btn-outline" onClick={cancel} disabled={update.isPending}>
              Cancel
            </button>
            <PendingButton type="submit" className="btn-primary" pending={update.isPending}>
              {update.isPending ? <Spinner /> : null}
              {update.isPending ? 'Saving…' : 'Save Changes'}
            </PendingButton>
          </div>
        </form>
      ) : (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Detail label="First Name" value={me.profile.firstName} />
          <Detail label="Last Name" value={me.profile.lastName} />
          <Detail label="Email" value={me.profile.email || me.user.email} />
          <Detail label="Team" value={me.team?.name} />
          <Detail label="Job Title" value={me.profile.title} />
          <Detail label="Company" value={me.profile.company} />
          <Detail label="Industry" value={me.profile.industry} />
        </dl>
      )}
    </AccountCard>
  );
}
