import type { ContentCard } from '@shared/content-card';
import { icsFileName } from '@shared/domain/ics';
import { clsx } from 'clsx';
import { CalendarPlus, Download, PenLine } from 'lucide-react';
import { downloadCalendarInvite } from '../../../components/content/calendar';
import { EXTERNAL_LINK_PROPS, usableLink } from '../../../components/content/links';
import { toast } from '../../../lib/toast';

const actionBase =
  'relative z-10 inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors';
const actionButton = clsx(actionBase, 'border-border bg-surface text-ink hover:bg-subtle');
const actionPrimary = clsx(
  actionBase,
  'border-primary bg-primary text-primary-foreground hover:bg-primary-hover',
);

/**
 * Research: "Download" (the PDF, else the link); active research: "Contribute". A missing or
 * placeholder link answers with an info toast instead of a dead link.
 */
export function ResearchAction({
  card,
  className,
  downloadLabel = 'Download',
  variant = 'outline',
}: {
  card: ContentCard;
  className?: string;
  downloadLabel?: string;
  variant?: 'outline' | 'primary';
}) {
  const look = clsx(variant === 'primary' ? actionPrimary : actionButton, className);
  const contribute = card.presentedType === 'active_research';
  const href = contribute ? usableLink(card.url) : (usableLink(card.pdfUrl) ?? usableLink(card.url));
  const label = contribute ? 'Contribute' : downloadLabel;
  const Icon = contribute ? PenLine : Download;
  const name = `${label}: ${card.title}`;
  if (href) {
    return (
      <a
        href={href}
        {...EXTERNAL_LINK_PROPS}
        aria-label={`${name} (opens in a new tab)`}
        onClick={(event) => event.stopPropagation()}
        className={look}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-label={name}
      onClick={(event) => {
        event.stopPropagation();
        toast.info(contribute ? 'Contribution link not available' : 'Download link not available');
      }}
      className={look}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}

/**
 * "Add to calendar": members download the server's invite (it knows the session's length);
 * visitors of the public events page get one built in the browser (one hour by default).
 */
export function CalendarButton({
  card,
  serverInvite,
  variant = 'outline',
  className,
}: {
  card: ContentCard;
  /** The server's .ics address, for members. */
  serverInvite?: string | null;
  variant?: 'outline' | 'primary';
  className?: string;
}) {
  const look = clsx(variant === 'primary' ? actionPrimary : actionButton, 'shrink-0', className);
  const label = `Add to calendar: ${card.title}`;
  const content = (
    <>
      <CalendarPlus className="size-4" aria-hidden="true" />
      Add to calendar
    </>
  );
  const href = usableLink(serverInvite);
  if (href) {
    return (
      <a
        href={href}
        download={icsFileName(card.title)}
        aria-label={label}
        onClick={(event) => event.stopPropagation()}
        className={look}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        downloadCalendarInvite(card);
      }}
      className={look}
    >
      {content}
    </button>
  );
}
