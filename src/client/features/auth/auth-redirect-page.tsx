import { Navigate, useLocation } from 'react-router';

const SETUP_TYPES = new Set(['invite', 'recovery']);

/** Where an emailed link lands: invites and recoveries go to /setup-password with their query intact. */
export function authRedirectTarget(search: string, hash: string): string {
  const type = new URLSearchParams(search).get('type');
  return type !== null && SETUP_TYPES.has(type) ? `/setup-password${search}${hash}` : '/';
}

export default function AuthRedirectPage() {
  const { search, hash } = useLocation();
  return (
    <>
      <p role="status" className="p-8 text-center text-muted">
        Redirecting…
      </p>
      <Navigate to={authRedirectTarget(search, hash)} replace />
    </>
  );
}
