import { zodResolver } from '@hookform/resolvers/zod';
import {
  ONBOARDING_INTRO_STEPS,
  ONBOARDING_PROFILE_STEP,
  ONBOARDING_TOTAL_STEPS,
  OnboardingProfileInput,
  type OnboardingProfileValues,
} from '@shared/domain/account';
import {
  DIGEST_FREQUENCIES,
  DIGEST_FREQUENCY_LABELS,
  DIGEST_MESSAGES,
  type DigestFrequency,
} from '@shared/domain/digest';
import { clsx } from 'clsx';
import { Bookmark, BookOpen, Compass, type LucideIcon, Sparkles, UserRound, Users, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PendingButton } from '../../components/pending-button';
import { SegmentedControl } from '../../components/segmented-control';
import { apiPost, apiPut } from '../../lib/api';
import { getConfig } from '../../lib/config';
import type { Me } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useUpdateOnboarding } from '../account/api';
import { TextField } from '../../components/form/text-field';
import { Spinner } from '../../components/spinner';

interface IntroStep {
  title: string;
  icon: LucideIcon;
  body: (appName: string) => string;
  points?: string[];
}

const DIGEST_CHOICES = DIGEST_FREQUENCIES.map((value) => ({ value, label: DIGEST_FREQUENCY_LABELS[value] }));

/** Five intro steps, then the profile step. */
export const INTRO_STEPS: readonly IntroStep[] = [
  {
    title: 'Welcome',
    icon: Sparkles,
    body: (appName) =>
      `${appName} is where L&D practitioners share what actually works: case studies, canvases, research and events from fellows across the field. This short tour shows you around.`,
  },
  {
    title: 'Navigate & Discover',
    icon: Compass,
    body: () => 'Everything is one click away in the main menu, and search is always at the top of the page.',
    points: [
      'Saved, Resources, Case Studies, Events, Canvases and Research are in the main menu.',
      'Press Ctrl+K (⌘K on a Mac) to jump to search from anywhere.',
      'Your account, billing and team are behind your avatar.',
    ],
  },
  {
    title: 'Professional Development Content',
    icon: BookOpen,
    body: () => 'A curated library, written by practitioners for practitioners.',
    points: [
      'Case studies with the challenge, the solution and the results.',
      'Canvases to download and run with your teams.',
      'Research papers, and recordings of past events.',
    ],
  },
  {
    title: 'Build Your Resource Library',
    icon: Bookmark,
    body: () =>
      'Save anything with the bookmark button and group it into collections, so the frameworks you rely on are always close at hand. You will find them all under Saved.',
  },
  {
    title: 'Connect with L&D Professionals',
    icon: Users,
    body: () =>
      'Join the community workspace to trade questions and ideas with other fellows, meet them at live events, and assess your skills with your team.',
  },
];

const FAILED = 'Failed to update onboarding status. Please try again.';

const clampStep = (step: number | null | undefined) =>
  Math.min(Math.max(Math.trunc(step ?? 0), 0), ONBOARDING_PROFILE_STEP);

function Progress({ step }: { step: number }) {
  return (
    <div className="space-y-2">
      <div className="flex gap-1.5" aria-hidden="true">
        {Array.from({ length: ONBOARDING_TOTAL_STEPS }, (_, i) => (
          <span
            key={i}
            className={clsx(
              'h-1.5 flex-1 rounded-full transition-colors',
              i <= step ? 'bg-primary' : 'bg-subtle',
            )}
          />
        ))}
      </div>
      <p className="text-xs font-medium text-muted" aria-live="polite">
        Step {step + 1} of {ONBOARDING_TOTAL_STEPS}
      </p>
    </div>
  );
}

/**
 * The onboarding tour. Steps 0–4 introduce the platform, step 5 asks for the profile (all fields
 * optional). Skip tour, saving or skipping the profile, and closing all complete onboarding; the
 * step reached is recorded so a reload resumes where the member was.
 */
export default function OnboardingModal({ me, onClose }: { me: Me; onClose: () => void }) {
  const { appName } = getConfig();
  const [step, setStep] = useState(() => clampStep(me.profile.onboardingStep));
  const update = useUpdateOnboarding();
  const primary = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const form = useForm<OnboardingProfileValues>({
    resolver: zodResolver(OnboardingProfileInput),
    defaultValues: {
      firstName: me.profile.firstName ?? '',
      lastName: me.profile.lastName ?? '',
      title: me.profile.title ?? '',
      company: me.profile.company ?? '',
    },
  });
  const { errors } = form.formState;
  // New members choose their digest here; nobody is mailed who did not choose it.
  const [digest, setDigest] = useState<DigestFrequency>('off');
  const onProfileStep = step === ONBOARDING_PROFILE_STEP;

  // Arriving on a step: the profile form starts at its first field; elsewhere, a button that vanished
  // or became disabled (Previous on the first step) must not leave focus on the page behind.
  useEffect(() => {
    if (step === ONBOARDING_PROFILE_STEP) {
      form.setFocus('firstName');
      return;
    }
    const active = document.activeElement;
    const usable =
      active instanceof HTMLButtonElement && !active.disabled && Boolean(content.current?.contains(active));
    if (!usable) primary.current?.focus();
  }, [step, form]);

  function goTo(next: number) {
    setStep(next);
    // Only where to resume: failing to record it is not worth interrupting the tour.
    apiPost('/api/account/onboarding', { step: next }).catch(() => undefined);
  }

  /** Completes onboarding; `announce` says 'Onboarding completed!' (not for a plain close). */
  function complete(announce: boolean, profile?: OnboardingProfileValues) {
    return update.mutateAsync({ completed: true, step, ...(profile ? { profile } : {}) }).then(
      () => {
        if (announce) toast.success('Onboarding completed!');
        return true;
      },
      () => {
        toast.error('Error', { description: FAILED });
        return false;
      },
    );
  }

  function closeWith(announce: boolean) {
    onClose();
    void complete(announce);
  }

  const saveProfile = form.handleSubmit(async (values) => {
    if (digest !== 'off') {
      // The digest is its own setting: a failure says so and keeps the tour open to try again.
      const saved = await apiPut('/api/digest', { frequency: digest }).then(
        () => true,
        () => false,
      );
      if (!saved) {
        toast.error(DIGEST_MESSAGES.saveFailed);
        return;
      }
    }
    if (await complete(true, values)) onClose();
  });

  const intro = INTRO_STEPS[step];
  const Icon = intro?.icon ?? UserRound;
  const title = intro?.title ?? 'Complete Your Profile';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeWith(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 motion-safe:animate-fade-in" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            primary.current?.focus();
          }}
          // A stray click beside the tour should not end it; Escape and the close button do.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl border border-border bg-surface shadow-2xl outline-none motion-safe:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-4 px-6 pt-5">
            <div className="min-w-0 flex-1">
              <Progress step={step} />
            </div>
            <Dialog.Close className="icon-btn -mr-2" aria-label="Close tour">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className="px-6 pt-6 pb-2">
            <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <Icon className="size-6" aria-hidden="true" />
            </div>
            <Dialog.Title className="text-2xl font-semibold tracking-tight text-ink">{title}</Dialog.Title>
            {intro ? (
              <Dialog.Description asChild>
                <div className="mt-3 space-y-3 text-ink/90">
                  <p>{intro.body(appName)}</p>
                  {intro.points ? (
                    <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted marker:text-primary">
                      {intro.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </Dialog.Description>
            ) : (
              <Dialog.Description className="mt-3 text-muted">
                Help other members know who you are. Every field is optional, and you can change them later in
                My Account.
              </Dialog.Description>
            )}
          </div>

          {onProfileStep ? (
            <form
              noValidate
              onSubmit={saveProfile}
              className="px-6 pt-3 pb-6"
              aria-label="Complete your profile"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="First name"
                  autoComplete="given-name"
                  error={errors.firstName?.message}
                  {...form.register('firstName')}
                />
                <TextField
                  label="Last name"
                  autoComplete="family-name"
                  error={errors.lastName?.message}
                  {...form.register('lastName')}
                />
                <TextField
                  label="Job title"
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
              <div className="mt-5">
                <SegmentedControl
                  legend="Personal digest by email"
                  options={DIGEST_CHOICES}
                  value={digest}
                  onChange={setDigest}
                />
                <p className="mt-1 text-sm text-muted">
                  What is new for you, weekly or monthly. You can change it later in My Account.
                </p>
              </div>
              <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
                <button type="button" className="btn-ghost" onClick={() => goTo(ONBOARDING_INTRO_STEPS - 1)}>
                  Previous
                </button>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-outline"
                    onClick={() => closeWith(true)}
                    disabled={update.isPending}
                  >
                    Skip for now
                  </button>
                  <PendingButton
                    ref={primary}
                    type="submit"
                    className="btn-primary"
                    pending={update.isPending}
                  >
                    {update.isPending ? <Spinner /> : null}
                    {update.isPending ? 'Saving…' : 'Save profile'}
                  </PendingButton>
                </div>
              </div>
            </form>
          ) : (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-border px-6 py-4">
              <button type="button" className="btn-ghost text-muted" onClick={() => closeWith(true)}>
                Skip tour
              </button>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => goTo(step - 1)}
                  disabled={step === 0}
                >
                  Previous
                </button>
                <button ref={primary} type="button" className="btn-primary" onClick={() => goTo(step + 1)}>
                  {step === ONBOARDING_INTRO_STEPS - 1 ? 'Get started' : 'Next'}
                </button>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
