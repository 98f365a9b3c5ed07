import { useMe } from '../../lib/session';
import { CalendarFeedCard } from './calendar-feed-card';
import { FeedbackCard } from './feedback-card';
import { ProfileInfoCard } from './profile-info-card';
import { ProfilePictureCard } from './profile-picture-card';
import { DigestCard } from './digest-card';
import { EmailPreferencesCard } from './email-preferences-card';
import { CloseAccountCard, OwnDataCard } from './own-data-card';
import { SecurityCard } from './security-card';
import { TourCard } from './tour-card';

function AccountSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading your account…</span>
      <div aria-hidden="true" className="space-y-6">
        {[160, 220, 280].map((height) => (
          <div key={height} className="skeleton w-full rounded-xl" style={{ height }} />
        ))}
      </div>
    </div>
  );
}

/** /my-account and /account. */
export default function MyAccountPage() {
  const me = useMe();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">My Account</h1>
      <p className="mt-1 text-muted">Manage your profile, password and preferences.</p>
      <div className="mt-6">
        {me.data ? (
          <div className="space-y-6">
            <ProfilePictureCard me={me.data} />
            <ProfileInfoCard me={me.data} />
            <SecurityCard />
            <EmailPreferencesCard />
            <DigestCard />
            <CalendarFeedCard />
            <div className="grid gap-6 sm:grid-cols-2">
              <TourCard />
              <FeedbackCard />
            </div>
            <OwnDataCard />
            <CloseAccountCard me={me.data} />
          </div>
        ) : (
          <AccountSkeleton />
        )}
      </div>
    </section>
  );
}
