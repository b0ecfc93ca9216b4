import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { EsiaPersonSource, OidcUserInfoSource, type PersonDataSource } from './person-data.ts';

export interface LoginStart {
  url: string;
  nonce: string;
  codeVerifier: string;
}

export interface SignedIn {
  subject: string;
  snils: string | null;
  idToken: string | null;
}

/**
 * The portal as an OpenID Connect client of the identity provider (ESIA in production, the
 * embedded development provider by default): authorization code flow with PKCE and nonce.
 * Requests to the embedded provider go through fastify.inject, so they need no network.
 */
export class OidcClient {
  private configuration?: Promise<oidc.Configuration>;
  private readonly personData: PersonDataSource;

  constructor(private readonly app: FastifyInstance) {
    const { personDataSource, esiaApiUrl } = app.config.oidc;
    this.personData = personDataSource === 'esia' ? new EsiaPersonSource(esiaApiUrl) : new OidcUserInfoSource();
  }

  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, embedded } = this.app.config.oidc;
    const options: oidc.DiscoveryRequestOptions = {};
    if (issuer.startsWith('http:')) options.execute = [oidc.allowInsecureRequests];
    if (embedded) options[oidc.customFetch] = this.injectFetch;
    this.configuration ??= oidc
      .discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretBasic(clientSecret), options)
      .catch((error) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** fetch() answered by this very server (the embedded provider) without a socket. */
  private readonly injectFetch: oidc.CustomFetch = async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers as HeadersInit).entries());
    const response = await this.app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...headers, host: target.host },
      payload: options.body === undefined || options.body === null ? undefined : String(options.body),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload.length ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };

  /** The provider's sign-in address for a state the browser generated. */
  async loginUrl(state: string, redirectUri: string): Promise<LoginStart> {
    const config = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile snils',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      // A shared computer in an office: always ask who is signing in.
      prompt: 'login',
    });
    return { url: url.href, nonce, codeVerifier };
  }

  /** Exchanges the code for tokens and returns who signed in, with SNILS from the person data source. */
  async finish(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<SignedIn> {
    const config = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      pkceCodeVerifier: expected.codeVerifier,
      idTokenExpected: true,
    });
    const subject = tokens.claims()!.sub;
    const { snils } = await this.personData.read(config, tokens, subject);
    return { subject, snils, idToken: tokens.id_token ?? null };
  }

  /** Where the browser goes to end the provider's session, or the portal itself when it has no such endpoint. */
  async logoutUrl(idToken: string | null, redirectUri: string): Promise<string> {
    const config = await this.discover();
    if (!config.serverMetadata().end_session_endpoint) return redirectUri;
    const params: Record<string, string> = { post_logout_redirect_uri: redirectUri };
    if (idToken) params.id_token_hint = idToken;
    return oidc.buildEndSessionUrl(config, params).href;
  }
}
