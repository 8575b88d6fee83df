import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, magicLink } from 'better-auth/plugins';
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
  /** Called when someone signs in with an email they proved is theirs. */
  onProvenEmail?: (userId: string, email: string) => Promise<void>;
}

function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

export function createAuth({ config, db, secret, mailer, lockout, limits, onProvenEmail }: AuthDependencies) {
  const { perIpPerMinute, emailedLinksPerHour } = config.authLimits;
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
        '/sign-in/magic-link': ipRule,
        '/magic-link/verify': ipRule,
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
    plugins: [
      // A link by email that signs the owner in: the way in when their own address has to wait after failed tries.
      magicLink({
        disableSignUp: true,
        expiresIn: 15 * 60,
        storeToken: 'hashed',
        async sendMagicLink({ email, url }) {
          // No account, no link (the answer is the same either way, so nobody learns which emails have accounts).
          const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
          if (!account) return;
          await mailer.send({
            to: email,
            subject: `Your link to sign in to ${shopName}`,
            text: `Hello,\n\nOpen this link within 15 minutes to sign in to your ${shopName} account:\n\n${url}\n\nIf you didn't ask for it, ignore this email: nobody can sign in without it.\n\n${shopName}`,
          });
        },
      }),
      ...(config.google
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
        : []),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const redirectField = unsafeRedirectField(ctx.body, ctx.query);
        if (redirectField) {
          throw new APIError('BAD_REQUEST', { message: `${redirectField} must be a page of this shop, like /dashboard` });
        }
        checkUserWrite(ctx.path, ctx.body);
        // PostgreSQL refuses NUL bytes: text carrying one is the caller's mistake, not the shop's.
        if (hasNul(ctx.body) || hasNul(ctx.query)) {
          throw new APIError('BAD_REQUEST', { message: 'Text must not contain NUL characters' });
        }
        if (ctx.path === '/sign-in/email') {
          const { retryAfterSeconds, delayMs } = await lockout.check(emailOf(ctx.body), addressOf(ctx.headers));
          if (retryAfterSeconds > 0) {
            throw new APIError('TOO_MANY_REQUESTS', {
              message: `Too many failed sign-ins from here. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes, or we can email you a link to sign in.`,
            });
          }
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
        if (EMAILED_LINKS.has(ctx.path)) {
          const sent = await limits.hit(`emailed-links:${emailOf(ctx.body)}`, 60 * 60_000);
          if (sent.count > emailedLinksPerHour) {
            throw new APIError('TOO_MANY_REQUESTS', {
              message: `We have already emailed this address ${emailedLinksPerHour} links in the last hour. Look in its inbox (and spam folder), or try again later.`,
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Someone who proved their email (a link it received, Google) gets their guest orders with it.
        const started = ctx.context.newSession;
        if (started?.user.emailVerified) await onProvenEmail?.(started.user.id, started.user.email);
        // Signed in with the emailed link: the owner is back, and their email's failed tries are forgiven.
        if (ctx.path === '/magic-link/verify' && ctx.context.newSession) {
          await lockout.clear(ctx.context.newSession.user.email.toLowerCase(), addressOf(ctx.headers));
          return;
        }
        if (ctx.path !== '/sign-in/email') return;
        const email = emailOf(ctx.body);
        const address = addressOf(ctx.headers);
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await lockout.recordFailure(email, address);
        } else {
          await lockout.clear(email, address);
        }
      }),
    },
    logger: { disabled: config.env === 'test' },
  });
}

/** Endpoints that email a link: one address gets only a few an hour, however often they are asked for. */
const EMAILED_LINKS = new Set(['/request-password-reset', '/sign-in/magic-link']);

function addressOf(headers: Headers | undefined): string {
  return headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 8) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export type Auth = ReturnType<typeof createAuth>;
