// The emailed link's token must not stay in the address bar or the history, in any state of the
// page it opens (issue 11, item 2): it is read once, as the app starts, and the address is replaced
// by the bare path before anything renders or any request is made. A reload then finds no token.

export interface EmailedLink {
  token: string;
  email: string;
}

const LINK_PAGES = new Set(['/auth/verify', '/auth/success']);
let captured: EmailedLink | null = null;

/** Where a single sign-on came back to the result page: a failure's code, or the code step. */
export interface SignInOutcome {
  error: string | null;
  detail: string | null;
  step: 'code' | null;
}
let capturedResult: SignInOutcome | null = null;

export function readOutcomeParams(search: string): SignInOutcome | null {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  const step = params.get('step') === 'code' ? 'code' : null;
  if (!error && !step) return null;
  return { error, detail: params.get('detail'), step };
}

export function readLinkParams(search: string): EmailedLink | null {
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  return token && email ? { token, email } : null;
}

type AddressBar = Pick<Location, 'pathname' | 'search' | 'hash'>;
type HistoryLike = Pick<History, 'state' | 'replaceState'>;

/** Keeps the link of a sign-in page and takes its query string out of the address and history. */
export function captureLinkFromAddress(
  location: AddressBar = window.location,
  history: HistoryLike = window.history,
): EmailedLink | null {
  if (!LINK_PAGES.has(location.pathname) || location.search === '') return captured;
  captured = readLinkParams(location.search);
  capturedResult = readOutcomeParams(location.search);
  history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
  return captured;
}

/** The link this page was opened with, if any. */
export function capturedLink(): EmailedLink | null {
  return captured;
}

/** The single sign-on outcome this page was opened with, if any. */
export function capturedOutcome(): SignInOutcome | null {
  return capturedResult;
}
