/**
 * Router state the login page reads: the e-mail to fill in, handed over by registration so the
 * user only types the password (kept out of the URL, where analytics page views would see it).
 */
export interface LoginState {
  email?: string;
}

export function loginState(email: string | undefined): LoginState | undefined {
  return email ? { email } : undefined;
}

/** The e-mail in the router state of /login, or '' when there is none. */
export function emailFromLoginState(state: unknown): string {
  if (!state || typeof state !== 'object') return '';
  const email = (state as LoginState).email;
  return typeof email === 'string' ? email : '';
}
