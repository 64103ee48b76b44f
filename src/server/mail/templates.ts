// The emails the product sends. Every value put into HTML is escaped; links come from APP_URL.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#666;font-size:12px;margin-top:32px">NetWorth</p></body></html>`;
}

const IGNORE = 'If you did not ask for this, you can ignore this email: nothing happens without the link.';

export function magicLinkMail(input: { link: string; minutes: number }): MailContent {
  const { link, minutes } = input;
  const subject = 'Your NetWorth sign-in link';
  const text = [
    'Use this link to sign in to NetWorth.',
    `It works once and expires in ${minutes} minutes.`,
    '',
    link,
    '',
    IGNORE,
  ].join('\n');
  const html = layout(
    'Sign in to NetWorth',
    `<p>Use this link to sign in. It works once and expires in ${minutes} minutes.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Sign in to NetWorth</a></p>
<p style="font-size:12px;word-break:break-all">${escapeHtml(link)}</p><p>${escapeHtml(IGNORE)}</p>`,
  );
  return { subject, text, html };
}

export type SecurityNotice =
  | { kind: 'two_factor_enabled' }
  | { kind: 'two_factor_disabled' }
  | { kind: 'backup_code_used'; remaining: number }
  | { kind: 'backup_codes_regenerated' }
  | { kind: 'two_factor_locked'; minutes: number }
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string }
  | { kind: 'passkey_counter'; name: string }
  | { kind: 'identity_linked'; provider: string }
  | { kind: 'identity_unlinked'; provider: string }
  | { kind: 'two_factor_replayed' };

const NOT_YOU = 'If this was not you, sign in and review your security settings.';

function noticeText(notice: SecurityNotice): { subject: string; lines: string[] } {
  switch (notice.kind) {
    case 'two_factor_enabled':
      return {
        subject: 'Two-factor authentication is on',
        lines: ['Two-factor authentication was turned on for your NetWorth account.', NOT_YOU],
      };
    case 'two_factor_disabled':
      return {
        subject: 'Two-factor authentication is off',
        lines: ['Two-factor authentication was turned off for your NetWorth account.', NOT_YOU],
      };
    case 'backup_code_used':
      return {
        subject: 'A backup code was used',
        lines: [
          `A backup code was used for your NetWorth account. ${notice.remaining} unused codes remain.`,
          NOT_YOU,
        ],
      };
    case 'backup_codes_regenerated':
      return {
        subject: 'New backup codes',
        lines: [
          'New backup codes were made for your NetWorth account; the earlier ones no longer work.',
          NOT_YOU,
        ],
      };
    case 'two_factor_replayed':
      return {
        subject: 'A two-factor code was used twice',
        lines: [
          'A two-factor code that had already been used was entered again for your NetWorth account, and it was refused. Someone may have seen your code.',
          NOT_YOU,
        ],
      };
    case 'two_factor_locked':
      return {
        subject: 'Two-factor codes locked',
        lines: [
          `Too many wrong two-factor codes were entered for your NetWorth account, so codes are refused for ${notice.minutes} minutes.`,
          NOT_YOU,
        ],
      };
    case 'passkey_added':
      return {
        subject: 'A passkey was added',
        lines: [`A passkey named "${notice.name}" can now sign in to your NetWorth account.`, NOT_YOU],
      };
    case 'passkey_removed':
      return {
        subject: 'A passkey was removed',
        lines: [
          `The passkey named "${notice.name}" can no longer sign in to your NetWorth account.`,
          NOT_YOU,
        ],
      };
    case 'passkey_counter':
      return {
        subject: 'A passkey sign-in was refused',
        lines: [
          `A sign-in with your passkey "${notice.name}" was refused: its signature counter went backwards, which can mean the passkey was copied.`,
          'If you did not expect this, remove that passkey in Settings and add it again.',
        ],
      };
    case 'identity_linked':
      return {
        subject: 'A sign-in identity was linked',
        lines: [`An identity at ${notice.provider} can now sign in to your NetWorth account.`, NOT_YOU],
      };
    case 'identity_unlinked':
      return {
        subject: 'A sign-in identity was unlinked',
        lines: [`An identity at ${notice.provider} can no longer sign in to your NetWorth account.`, NOT_YOU],
      };
  }
}

export function securityNoticeMail(notice: SecurityNotice): MailContent {
  const { subject, lines } = noticeText(notice);
  return {
    subject,
    text: lines.join('\n\n'),
    html: layout(subject, lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')),
  };
}

/** Sent after "Delete my account": the confirmation that nothing of the account is kept. */
export function accountDeletedMail(): MailContent {
  const subject = 'Your NetWorth account is deleted';
  const lines = [
    'Your NetWorth account and all its data (accounts, transactions, loans, budgets, imports) were deleted.',
    'If this was not you, reply to this email at once.',
  ];
  return {
    subject,
    text: lines.join('\n\n'),
    html: layout(subject, lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')),
  };
}
