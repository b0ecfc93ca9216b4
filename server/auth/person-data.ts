import * as oidc from 'openid-client';

/** What the portal needs to know of the person behind an identity provider's subject. */
export interface PersonData {
  /** SNILS as the provider gives it (any dashes and spaces), or null when it gives none. */
  snils: string | null;
}

/** The tokens of a finished sign-in, as openid-client returns them. */
export type SignInTokens = oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;

/**
 * Where the person's data comes from once the provider has said who signed in. OpenID Connect
 * returns scope claims at the userinfo endpoint; ESIA gives them through its REST API.
 */
export interface PersonDataSource {
  read(config: oidc.Configuration, tokens: SignInTokens, subject: string): Promise<PersonData>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * A conformant OpenID Connect provider: SNILS from the ID token when it carries it (the embedded
 * provider may), else from the userinfo endpoint with the access token, where the standard puts
 * claims granted by a scope (here the `snils` scope).
 */
export class OidcUserInfoSource implements PersonDataSource {
  async read(config: oidc.Configuration, tokens: SignInTokens, subject: string): Promise<PersonData> {
    const fromIdToken = text(tokens.claims()?.snils);
    if (fromIdToken) return { snils: fromIdToken };
    const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, subject);
    return { snils: text(userInfo.snils) };
  }
}

/**
 * ESIA: the person's data is its documented data call, GET {api}/rs/prns/{oid} with the access
 * token, whose answer holds `snils` among the person's fields. The oid is the ID token's subject.
 */
export class EsiaPersonSource implements PersonDataSource {
  constructor(
    private readonly apiUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async read(_config: oidc.Configuration, tokens: SignInTokens, subject: string): Promise<PersonData> {
    const url = `${this.apiUrl}/rs/prns/${encodeURIComponent(subject)}`;
    const response = await this.fetchImpl(url, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`ESIA person data call answered ${response.status}`);
    const person = (await response.json()) as { snils?: unknown };
    return { snils: text(person.snils) };
  }
}
