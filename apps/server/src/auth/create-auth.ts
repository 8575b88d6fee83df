import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { accountFromGoogle, checkUserWrite, UNUSED_AUTH_PATHS } from './user-rules';
import type { SignInLockout } from './sign-in-lockout';
import type { LimitStore } from '../limits/limit-store';
import { unsafeRedirectField } from './redirect-targets';

/** The header the API bridge fills from request.ip (the socket, or the client a TRUST_PROXY proxy named), replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-client-ip';

interface AuthDependencies {
  config: Config;
  db: Database;
  secret: string;
  mailer: Mailer;
  lockout: SignInLockout;
  limits: LimitStore;
}

function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

export function createAuth({ config, db, secret, mailer, lockout, limits }: AuthDependencies) {
  const { perIpPerMinute } = config.authLimits;
  const shopName = config.shop.displayName;
  const ipRule = { window: 60, max: perIpPerMinute };

  return betterAuth({
    appName: shopName,
    secret,
    basePath: '/api/auth',
    // Without PUBLIC_URL the shop answers as whichever local address it was opened on.
    baseURL: config.publicUrl ?? {
      allowedHosts: [`localhost:${config.port}`, `127.0.0.1:${config.port}`],
      fallback: localOrigins(config.port)[0],
      protocol: 'http',
    },
    trustedOrigins: config.publicUrl ? [new URL(config.publicUrl).origin] : localOrigins(config.port),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: { role: { type: 'string', defaultValue: 'user', input: false } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${shopName} password`,
          text: `Hello ${user.name},\n\nSomeone (we hope you) asked to reset the password of your ${shopName} account. Open this link within an hour to choose a new one:\n\n${url}\n\nIf it wasn't you, ignore this email: your password stays as it is.\n\n${shopName}`,
        });
      },
    },
    // A signed-out cookie must stop working at once, so no session cache.
    session: { cookieCache: { enabled: false } },
    rateLimit: {
      enabled: true,
      window: 60,
      max: perIpPerMinute * 10,
      customRules: {
        '/sign-in/email': ipRule,
        '/sign-up/email': ipRule,
        '/sign-in/social': ipRule,
        '/request-password-reset': ipRule,
        '/reset-password': ipRule,
      },
      // Shared by every shop process: the database, or Redis when configured.
      customStorage: {
        async consume(key, { window, max }) {
          const counter = await limits.hit(`auth:${key}`, window * 1000);
          return counter.count <= max
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: Math.max(1, Math.ceil((counter.resetAt - Date.now()) / 1000)) };
        },
      },
    },
    advanced: {
      // On everywhere, tests included (better-auth turns it off under NODE_ENV=test by default).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    disabledPaths: UNUSED_AUTH_PATHS,
    telemetry: { enabled: false },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                name: 'Google',
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                mapProfileToUser: accountFromGoogle,
              },
            ],
          }),
        ]
      : [],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const redirectField = unsafeRedirectField(ctx.body, ctx.query);
        if (redirectField) {
          throw new APIError('BAD_REQUEST', { message: `${redirectField} must be a page of this shop, like /dashboard` });
        }
        checkUserWrite(ctx.path, ctx.body);
        if (ctx.path === '/sign-in/email') {
          const wait = await lockout.retryAfterSeconds(emailOf(ctx.body));
          if (wait > 0) {
            throw new APIError('TOO_MANY_REQUESTS', {
              message: `Too many failed sign-ins for this email. Try again in ${Math.ceil(wait / 60)} minutes, or reset your password.`,
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = emailOf(ctx.body);
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await lockout.recordFailure(email);
        } else {
          await lockout.clear(email);
        }
      }),
    },
    logger: { disabled: config.env === 'test' },
  });
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export type Auth = ReturnType<typeof createAuth>;
