import { resolve } from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8).max(128).optional()),
  AUTH_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  SMTP_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof readConfig>;

/** The only place that reads process.env: validated once at start-up. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    database: vars.DATABASE_URL
      ? ({ kind: 'postgres', url: vars.DATABASE_URL } as const)
      : ({ kind: 'pglite', dir: resolve(dataDir, 'db') } as const),
    publicUrl: vars.PUBLIC_URL,
    admin: vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD } : undefined,
    authSecret: vars.AUTH_SECRET,
    google:
      vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? { clientId: vars.GOOGLE_CLIENT_ID, clientSecret: vars.GOOGLE_CLIENT_SECRET }
        : undefined,
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    smtpUrl: vars.SMTP_URL,
    logLevel: vars.LOG_LEVEL,
  };
}
