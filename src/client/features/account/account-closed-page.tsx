import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { getConfig } from '../../lib/config';

/** Where a member lands once their account is closed: what happened, and the ways back. */
export default function AccountClosedPage() {
  const config = getConfig();
  return (
    <section className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold">Your account is closed</h1>
        <p className="mt-3 text-muted">
          Your profile, library, assessments, ratings you gave, survey answers and assistant conversations are
          deleted, and any card subscription is canceled. We emailed you a confirmation.
        </p>
        <p className="mt-2 text-muted">You are welcome back at any time with the same email address.</p>
        <div className="mt-6 flex flex-col gap-2">
          <Link to="/join" className="btn-primary">
            Become a fellow of {config.appName}
          </Link>
          <Link to="/login" className="btn-outline">
            Back to sign in
          </Link>
        </div>
      </div>
    </section>
  );
}
