import { ratingRequestSubject } from '../../shared/domain/assessment';
import type { MailMessage } from './mailer';
import { oneClickHeaders } from './unsubscribe';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

interface Layout {
  appName: string;
  to: string;
  subject: string;
  intro: string;
  /** Words quoted from a person (a note from the team), set apart under the intro. */
  quote?: { by: string; text: string } | null;
  action: string;
  link: string;
  outro: string;
}

/** One layout for every message: plain text and a simple, accessible HTML version. */
function compose(l: Layout): MailMessage {
  const quoteText = l.quote ? `${l.quote.by}:\n${l.quote.text.replace(/^/gm, '> ')}\n\n` : '';
  const quoteHtml = l.quote
    ? `<p style="font-size:14px;font-weight:bold;margin:0 0 8px">${escapeHtml(l.quote.by)}</p>
<blockquote style="font-size:15px;line-height:1.5;white-space:pre-line;margin:0 0 24px;padding:12px 16px;border-left:4px solid #4c2a85;background:#f6f5fa">${escapeHtml(l.quote.text)}</blockquote>
`
    : '';
  const text = `${l.intro}\n\n${quoteText}${l.action}: ${l.link}\n\n${l.outro}\n\n— ${l.appName}`;
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f6f5fa;font-family:Arial,Helvetica,sans-serif;color:#1f1a2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(l.appName)}</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(l.intro)}</p>
${quoteHtml}<p style="margin:0 0 24px"><a href="${escapeHtml(l.link)}" style="display:inline-block;background:#4c2a85;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(l.action)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#4a4458;margin:0 0 8px">${escapeHtml(l.outro)}</p>
<p style="font-size:12px;color:#4a4458;word-break:break-all;margin:0">${escapeHtml(l.link)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: l.to, subject: l.subject, html, text, link: l.link };
}

export function verificationEmail(appName: string, to: string, link: string) {
  return compose({
    appName,
    to,
    link,
    subject: `Verify your email for ${appName}`,
    intro: `Welcome to ${appName}. Confirm this is your email address to finish creating your account: the link asks for the password you chose when you signed up. It expires in 24 hours.`,
    action: 'Verify email',
    outro:
      'If you did not create an account, you can ignore this message: without the password, the link does nothing. If you do not remember the password, reset it from the sign-in page.',
  });
}

export function magicLinkEmail(appName: string, to: string, link: string) {
  return compose({
    appName,
    to,
    link,
    subject: `Your ${appName} sign-in link`,
    intro: 'Use the button below to sign in. The link works once and expires in 1 hour.',
    action: 'Sign in',
    outro: 'If you did not ask for this link, you can ignore this message: nobody can sign in without it.',
  });
}

/** The code asked for when failed sign-ins for this address passed the limit (see auth/sign-in-code). */
export function signInCodeEmail(
  appName: string,
  to: string,
  code: string,
  loginLink: string,
  resetLink: string,
) {
  return compose({
    appName,
    to,
    link: loginLink,
    subject: `Your ${appName} sign-in code`,
    intro: `Your sign-in code is ${code}. Enter it on the sign-in page to finish signing in. It works once and expires in 10 minutes. We ask for it because there have been many failed sign-in attempts for your account.`,
    action: 'Go to sign-in',
    outro: `If you did not just try to sign in, someone knows your password: choose a new one at ${resetLink}.`,
  });
}

export function passwordResetEmail(appName: string, to: string, link: string) {
  return compose({
    appName,
    to,
    link,
    subject: `Reset your ${appName} password`,
    intro: 'We received a request to reset your password. Choose a new one with the button below.',
    action: 'Reset password',
    outro:
      'If you did not ask to reset your password, you can ignore this message; your password stays the same.',
  });
}

/** Who sent an invitation and into which team (either may be unknown, e.g. the operator's command line). */
export interface InviteContext {
  inviter: string | null;
  team: string | null;
}

/** "Ana Reyes has invited you to join Praxis, in the team Learning Design." and its variants. */
export function inviteIntro(appName: string, { inviter, team }: InviteContext): string {
  const who = inviter ? `${inviter} has invited you` : 'You have been invited';
  const where = team ? `, in the team ${team}` : '';
  return `${who} to join ${appName}, the fellowship for Learning & Development practitioners${where}. Set up your password to get started.`;
}

/** The code a member without a password types to confirm closing their account. */
export function closeAccountCodeEmail(appName: string, to: string, code: string, accountLink: string) {
  return compose({
    appName,
    to,
    link: accountLink,
    subject: `Your ${appName} code to close your account`,
    intro: `Your code to close your ${appName} account is ${code}. Type it on My Account; it works once and expires in 15 minutes.`,
    action: 'Open My Account',
    outro:
      'If you did not ask to close your account, ignore this message and your account stays as it is; you may want to sign out of other devices.',
  });
}

/** Sent once an account is closed: what went and what stays. */
export function accountClosedEmail(appName: string, to: string, appLink: string) {
  return compose({
    appName,
    to,
    link: appLink,
    subject: `Your ${appName} account is closed`,
    intro: `Your ${appName} account is closed: your profile, library, assessments, ratings you gave, survey answers and assistant conversations are deleted, and any card subscription is canceled. Your roadmap votes remain only as anonymous counts, and roadmap ideas and feedback you wrote stay without your name.`,
    action: `Visit ${appName}`,
    outro: 'You are welcome back at any time: you can sign up again with this email address.',
  });
}

export function inviteEmail(appName: string, to: string, link: string, context: InviteContext) {
  return compose({
    appName,
    to,
    link,
    subject: context.inviter
      ? `${context.inviter} invited you to ${appName}`
      : `You're invited to ${appName}`,
    intro: inviteIntro(appName, context),
    action: 'Set up your password',
    outro: 'This invitation works once and expires in 7 days.',
  });
}

/** Sent instead of a verification email when someone signs up with an address that has an account. */
export function accountExistsEmail(appName: string, to: string, loginLink: string, resetLink: string) {
  return compose({
    appName,
    to,
    link: loginLink,
    subject: `You already have a ${appName} account`,
    intro: `Someone, hopefully you, tried to create a ${appName} account with this email address. You already have one: sign in with the button below.`,
    action: 'Sign in',
    outro: `Forgot your password? Choose a new one at ${resetLink}. If this was not you, you can ignore this message.`,
  });
}

/**
 * A roadmap feature's status changed: sent to its voters and its author. The unsubscribe link turns
 * these mails off (the List-Unsubscribe headers let mail apps do it in one click).
 */
export function roadmapStatusEmail(opts: {
  appName: string;
  to: string;
  subject: string;
  featureTitle: string;
  statusLabel: string;
  /** The team's note on the change, quoted in the mail when there is one. */
  note: string | null;
  featureLink: string;
  unsubscribeLink: string;
  oneClickUrl: string;
}): MailMessage {
  const message = compose({
    appName: opts.appName,
    to: opts.to,
    link: opts.featureLink,
    subject: opts.subject,
    intro: `"${opts.featureTitle}", a feature you upvoted or suggested, has moved to ${opts.statusLabel}.`,
    quote: opts.note ? { by: `A note from the ${opts.appName} team`, text: opts.note } : null,
    action: 'See the feature',
    outro: `You receive this because you follow this feature. To stop roadmap updates, unsubscribe at ${opts.unsubscribeLink} or turn off "Roadmap updates" on My Account.`,
  });
  return { ...message, headers: oneClickHeaders(opts.oneClickUrl) };
}

/**
 * A teammate asks for a rating (or reminds): who asks, and the link that opens the rating. The
 * unsubscribe headers and the switch on My Account turn these mails off.
 */
export function ratingRequestEmail(opts: {
  appName: string;
  to: string;
  requesterName: string;
  reminder: boolean;
  rateLink: string;
  accountLink: string;
  oneClickUrl: string;
}): MailMessage {
  const message = compose({
    appName: opts.appName,
    to: opts.to,
    link: opts.rateLink,
    subject: ratingRequestSubject(opts.requesterName, opts.reminder),
    intro: `${opts.requesterName}, a member of your team on ${opts.appName}, ${
      opts.reminder ? 'is still hoping for' : 'asks you for'
    } a rating on the L&D competencies. Your answers stay private: ${
      opts.requesterName
    } only ever sees an average of several teammates' ratings.`,
    action: `Rate ${opts.requesterName}`,
    outro: `You receive this because ${opts.requesterName} is in your team. To stop rating requests, turn off "Rating requests" on My Account: ${opts.accountLink}`,
  });
  return { ...message, headers: oneClickHeaders(opts.oneClickUrl) };
}

/** A person asked to become a member: mailed to every administrator, linking to the Waiting view. */
export function membershipRequestEmail(opts: {
  appName: string;
  to: string;
  person: { name: string; email: string };
  link: string;
}) {
  const who = opts.person.name ? `${opts.person.name} (${opts.person.email})` : opts.person.email;
  return compose({
    appName: opts.appName,
    to: opts.to,
    link: opts.link,
    subject: `Membership request from ${opts.person.name || opts.person.email}`,
    intro: `${who} asked to become a member of ${opts.appName}. Their request waits in Members, under Waiting, where you can activate or refuse it.`,
    action: 'Open the Waiting list',
    outro:
      'You receive this because you are an administrator. The person is emailed when their request is answered.',
  });
}

/** Sent when an administrator activates a membership: the way into the library. */
export function welcomeEmail(opts: { appName: string; to: string; firstName: string; link: string }) {
  const greeting = opts.firstName ? `Welcome, ${opts.firstName}!` : 'Welcome!';
  return compose({
    appName: opts.appName,
    to: opts.to,
    link: opts.link,
    subject: `Welcome to ${opts.appName}`,
    intro: `${greeting} Your ${opts.appName} membership is active: the whole library is yours, with its resources, case studies, events and recordings, canvases and research, the assistant and your skills assessment.`,
    action: 'Open the library',
    outro: 'Sign in with the email address and password you chose when you asked to join.',
  });
}

/** Sent when an administrator refuses a membership request. */
export function membershipRefusedEmail(opts: { appName: string; to: string; supportEmail: string }) {
  return compose({
    appName: opts.appName,
    to: opts.to,
    link: `mailto:${opts.supportEmail}`,
    subject: `Your ${opts.appName} membership request`,
    intro: `Thank you for your interest in ${opts.appName}. An administrator has looked at your membership request and could not accept it.`,
    action: 'Write to us',
    outro: `If you think this is a mistake, or your situation changes, write to ${opts.supportEmail}.`,
  });
}

/**
 * The personal digest: a few new items per section, each a link into the app; a link to My Account
 * to change the frequency, and the unsubscribe link (the List-Unsubscribe headers let mail apps
 * unsubscribe in one click). Plain text and HTML hold the same things.
 */
export function digestEmail(opts: {
  appName: string;
  to: string;
  subject: string;
  cadence: 'weekly' | 'monthly';
  sections: { title: string; items: { title: string; link: string; detail: string | null }[] }[];
  accountLink: string;
  unsubscribeLink: string;
  oneClickUrl: string;
  /** A stable Message-ID (one per member and period): a resent copy is recognisable as the same mail. */
  messageId: string;
}): MailMessage {
  const intro = `Here is what is new for you on ${opts.appName} since your last digest.`;
  const outro = `You receive this ${opts.cadence} digest because you turned it on.\nChange how often it comes on My Account:\n${opts.accountLink}\nTo stop it, unsubscribe:\n${opts.unsubscribeLink}`;
  const textSections = opts.sections
    .map(
      (s) =>
        `${s.title}\n${'-'.repeat(s.title.length)}\n${s.items
          .map((i) => `* ${i.title}${i.detail ? ` (${i.detail})` : ''}\n  ${i.link}`)
          .join('\n')}`,
    )
    .join('\n\n');
  const text = `${intro}\n\n${textSections}\n\n${outro}\n\n— ${opts.appName}`;
  const htmlSections = opts.sections
    .map(
      (s) => `<h2 style="font-size:17px;margin:24px 0 8px;color:#1f1a2e">${escapeHtml(s.title)}</h2>
<ul style="margin:0;padding:0 0 0 20px">${s.items
        .map(
          (i) =>
            `<li style="margin:0 0 10px;font-size:15px;line-height:1.5"><a href="${escapeHtml(i.link)}" style="color:#4c2a85;font-weight:bold">${escapeHtml(i.title)}</a>${
              i.detail
                ? `<br><span style="font-size:13px;color:#4a4458">${escapeHtml(i.detail)}</span>`
                : ''
            }</li>`,
        )
        .join('')}</ul>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(opts.subject)}</title></head><body style="margin:0;background:#f6f5fa;font-family:Arial,Helvetica,sans-serif;color:#1f1a2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(opts.appName)}</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 8px">${escapeHtml(intro)}</p>
${htmlSections}
<p style="font-size:13px;line-height:1.5;color:#4a4458;margin:32px 0 8px">You receive this ${opts.cadence} digest because you turned it on. <a href="${escapeHtml(opts.accountLink)}" style="color:#4c2a85">Change how often it comes on My Account</a>, or <a href="${escapeHtml(opts.unsubscribeLink)}" style="color:#4c2a85">unsubscribe</a>.</p>
</td></tr></table></td></tr></table></body></html>`;
  return {
    to: opts.to,
    subject: opts.subject,
    html,
    text,
    link: opts.accountLink,
    headers: { ...oneClickHeaders(opts.oneClickUrl), 'Message-ID': opts.messageId },
  };
}
