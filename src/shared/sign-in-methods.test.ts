import { describe, expect, it } from 'vitest';
import { SIGN_IN_ERRORS, signInErrorMessage } from './sign-in-methods';

describe('signInErrorMessage', () => {
  it('says what went wrong for every code the server sends', () => {
    for (const [code, message] of Object.entries(SIGN_IN_ERRORS)) {
      expect(signInErrorMessage(code)).toBe(message);
      expect(message.length).toBeGreaterThan(30);
    }
  });

  it('names the failed check for state, nonce and issuer', () => {
    expect(signInErrorMessage('oidc_state')).toMatch(/state/);
    expect(signInErrorMessage('oidc_nonce')).toMatch(/nonce/);
    expect(signInErrorMessage('oidc_issuer')).toMatch(/issuer/);
  });

  it("quotes the provider's own error code only when it is a plain word", () => {
    expect(signInErrorMessage('oidc_denied', 'access_denied')).toMatch(/"access_denied"/);
    expect(signInErrorMessage('oidc_denied', '<b>click here</b>')).toBe(SIGN_IN_ERRORS.oidc_denied);
  });

  it('an unknown or missing code still gets a sentence, never a blank page', () => {
    expect(signInErrorMessage('toString')).toMatch(/failed/);
    expect(signInErrorMessage(null)).toMatch(/failed/);
  });
});
