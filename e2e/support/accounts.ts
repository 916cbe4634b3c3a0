// Accounts for journeys that start logged in: registered and logged in through the API (the
// registration journey itself is tested in the browser by accounts.e2e.ts).

export interface ApiAccount {
  /** Part of the e-mail address, so each journey's users are told apart. */
  tag: string;
  firstName: string;
  lastName: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  country: string;
  company: string;
}

/** The bakery in Graz the tool journeys sign in as; tag tells each file's account apart. */
export const grazBakery = (tag: string): ApiAccount => ({
  tag,
  firstName: 'Lena',
  lastName: 'Huber',
  streetAddress: 'Hauptplatz 1',
  city: 'Graz',
  postalCode: '8010',
  country: 'Austria',
  company: 'Bäckerei Huber',
});

/** Registers a company account (the embedded outbox shows the password) and returns its token. */
export async function registerAndLogin(baseUrl: string, account: ApiAccount): Promise<string> {
  return (await registerAccount(baseUrl, account)).token;
}

/** Registers a company account and logs it in: its e-mail, password and token. */
export async function registerAccount(
  baseUrl: string,
  account: ApiAccount,
  email = `${account.tag}.${Date.now()}@example.org`,
): Promise<{ email: string; password: string; token: string }> {
  const { tag: _tag, ...fields } = account;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/tool/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const register = await post('register', {
    ...fields,
    email,
    accountType: 'company',
    acceptPledge: true,
    becomeMember: true,
  });
  const { password } = (await register.json()) as { password: string };
  const login = await post('login', { email, password });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return { email, password, token };
}
