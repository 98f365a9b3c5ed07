import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-md text-muted">The page you are looking for doesn’t exist or has been moved.</p>
      <Link to="/" className="btn-primary">
        Return to home
      </Link>
    </section>
  );
}
