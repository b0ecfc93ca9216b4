import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import middie from '@fastify/middie';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_ACCOUNTS } from '../db/seed/index.ts';
import { listDemoLogins } from '../repositories/users.ts';

/** Escapes text for HTML. */
const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The look of the provider's pages, served as a stylesheet of its own: the content security policy
 * applies no inline style, and oidc-provider's pages (sign-out, errors) have no per-page nonce to give.
 */
const PAGE_CSS = `body{font-family:Roboto,Arial,sans-serif;background:#eef3f8;margin:0;padding:24px;color:#1b1b1b}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 6px rgba(0,0,0,.15)}
h1{font-size:1.4em;color:#005598;margin-top:0}p{line-height:1.5}
button{display:block;width:100%;text-align:left;margin:8px 0;padding:12px 16px;font-size:1em;border:1px solid #005598;border-radius:6px;background:#fff;color:#005598;cursor:pointer}
button:hover,button:focus{background:#005598;color:#fff}button.secondary{border-color:#888;color:#444;text-align:center}
small{display:block;color:inherit;opacity:.8}
`;
const PAGE_CSS_PATH = '/idp-login/page.css';

const page = (title: string, body: string) => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<link rel="stylesheet" href="${PAGE_CSS_PATH}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head><body><main>${body}</main></body></html>`;

let signingKey: KeyObject | undefined;

/**
 * The stand-in provider's token signing key: made when the process first needs it and kept for the
 * process (a restart makes a new one, as before), so that an app built again in the same process
 * (the server tests build one per file) does not wait for another RSA key.
 */
function devSigningKey(): KeyObject {
  signingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return signingKey;
}

/**
 * The development identity provider, started by the server when no ISSUER_URL is given:
 * a standards-conformant OpenID Connect provider (oidc-provider) mounted under /idp whose
 * sign-in page (/idp-login/{uid}) lists the demo accounts as buttons.
 */
export async function registerDevIdentityProvider(app: FastifyInstance): Promise<void> {
  const { oidc, publicUrl } = app.config;
  const privateKey = devSigningKey();
  const provider = new Provider(oidc.issuer, {
    clients: [
      {
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
        redirect_uris: [`${publicUrl}/auth`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'dev', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'family_name', 'given_name', 'middle_name', 'birthdate'],
      snils: ['snils'],
    },
    scopes: ['openid', 'profile', 'snils'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = page(
            'Выход',
            `<h1>Выход из тестового поставщика идентификации</h1><p>Завершить вход на портал социальных услуг?</p>${form}
             <button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Выйти</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = page(
            'Выход выполнен',
            `<h1>Вы вышли</h1><p><a href="${html(publicUrl)}/">Вернуться на портал</a></p>`,
          );
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/idp-login/${interaction.uid}` },
    // The portal is a first-party client: consent is implied.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid profile snils');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const person = (await listDemoLogins(app.db)).find((account) => account.subject === sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' '),
          family_name: person.lastName,
          given_name: person.firstName,
          middle_name: person.middleName ?? undefined,
          birthdate: person.birthDate,
          snils: person.snils ?? undefined,
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Ошибка входа',
        `<h1>Не удалось выполнить вход</h1><p>${html(String(out.error_description ?? out.error ?? ''))}</p>
         <p><a href="${html(publicUrl)}/">Вернуться на портал</a></p>`,
      );
    },
  });
  provider.proxy = true;

  await app.register(middie);
  app.use('/idp', provider.callback());

  await app.register(async (idp) => {
    idp.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    idp.get(PAGE_CSS_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(PAGE_CSS),
    );
    const uidParams = {
      type: 'object',
      required: ['uid'],
      properties: { uid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
    };

    idp.get<{ Params: { uid: string } }>(
      '/idp-login/:uid',
      { schema: { hide: true, params: uidParams } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name !== 'login') return finish(request, reply, {});
        const logins = await listDemoLogins(app.db);
        const buttons = DEMO_ACCOUNTS.filter((account) => logins.some((l) => l.login === account.login))
          .map(
            (account) =>
              `<button type="submit" name="login" value="${html(account.login)}">Войти как ${html(account.login)} — ${html(account.caption)}<small>${html(account.description)}</small></button>`,
          )
          .join('');
        return reply.type('text/html').send(
          page(
            'Вход — тестовый поставщик идентификации',
            `<h1>Тестовый поставщик идентификации</h1>
           <p>Это учебная замена ЕСИА для демонстрации портала. Выберите учётную запись:</p>
           <form method="post" action="/idp-login/${html(request.params.uid)}/login">${buttons}</form>
           <form method="post" action="/idp-login/${html(request.params.uid)}/abort"><button class="secondary" type="submit">Отмена</button></form>`,
          ),
        );
      },
    );

    idp.post<{ Params: { uid: string }; Body: { login?: string } }>(
      '/idp-login/:uid/login',
      { schema: { hide: true, params: uidParams } },
      async (request, reply) => {
        const login = (await listDemoLogins(app.db)).find((account) => account.login === request.body?.login);
        if (!login)
          return reply.status(400).type('text/html').send(page('Ошибка', '<h1>Учётная запись не найдена</h1>'));
        return finish(request, reply, { login: { accountId: login.subject } });
      },
    );

    idp.post<{ Params: { uid: string } }>(
      '/idp-login/:uid/abort',
      { schema: { hide: true, params: uidParams } },
      async (request, reply) =>
        finish(request, reply, { error: 'access_denied', error_description: 'Вход отменён пользователем' }),
    );
  });

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
  }
}
