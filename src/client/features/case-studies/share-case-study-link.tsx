import { clsx } from 'clsx';
import { Share2 } from 'lucide-react';
import { shareCaseStudyHref } from '../../components/content/links';
import { getConfig } from '../../lib/config';

/** "Share a case study": an external mail draft to the team (see `shareCaseStudyHref`). */
export function ShareCaseStudyLink({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  const { supportEmail, appName } = getConfig();
  return (
    <a
      href={shareCaseStudyHref(supportEmail, appName)}
      className={clsx(variant === 'primary' ? 'btn-primary' : 'btn-outline')}
    >
      <Share2 className="size-4" aria-hidden="true" />
      Share a case study
    </a>
  );
}
