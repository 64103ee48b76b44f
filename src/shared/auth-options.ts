// Zod-free sign-in constants, so the landing page can use them without loading the validator.

export const SESSION_DURATIONS = ['session', '1', '7', '30', '90'] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];

export const SESSION_DURATION_LABELS: Record<SessionDuration, string> = {
  session: 'This session only',
  '1': '1 day',
  '7': '1 week',
  '30': '30 days',
  '90': '90 days',
};
export const RECOMMENDED_SESSION_DURATION: SessionDuration = '30';
export const DEFAULT_SESSION_DURATION: SessionDuration = 'session';
