import { z } from 'zod';
import { bdMobileNumber } from '@alankar/shared/order-schemas';
import { safeText } from '@alankar/shared/text';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { requestLang } from '../request-lang';
import { cookieValue } from '../web/cookie-value';
import { VERIFIED_PHONE_COOKIE, VERIFIED_PHONE_DAYS, type VerifiedPhones } from './verified-phone';

const phoneBody = z.object({ phone: bdMobileNumber });
const confirmBody = z.object({
  phone: bdMobileNumber,
  code: safeText.regex(/^\d{6}$/, 'The code has 6 digits'),
});
const phoneParams = z.object({ phone: bdMobileNumber });

/** Proving a phone number with a code sent by SMS: `POST /api/phone-verifications`, then `…/confirm`. */
export function phoneCodeRoutes(verifiedPhones: VerifiedPhones): FastifyPluginAsyncZod {
  return async (app) => {
    const { phoneCodes } = app.services;
    const secure = app.config.publicUrl?.startsWith('https:') ?? false;

    app.post(
      '/phone-verifications',
      {
        config: { access: 'phone.verify' },
        schema: {
          summary: 'Sends a 6-digit code by SMS to the number (5 minutes, 3 tries; another after 60 seconds)',
          body: phoneBody,
          response: answers({ 202: z.object({ resendAfterSeconds: z.number().int() }) }),
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await phoneCodes.send(request.body.phone, { address: request.ip, lang: requestLang(request) })),
    );

    app.post(
      '/phone-verifications/confirm',
      {
        config: { access: 'phone.verify' },
        schema: {
          summary: 'Checks the code; right, this browser (and the signed-in account) has proved the number for 30 days',
          body: confirmBody,
          response: answers({ 200: z.object({ verified: z.literal(true), phone: z.string() }) }),
        },
      },
      async (request, reply) => {
        const { phone, code } = request.body;
        await phoneCodes.confirm(phone, code, request.viewer);
        const cookie = [
          `${VERIFIED_PHONE_COOKIE}=${verifiedPhones.issue(phone)}`,
          'Path=/',
          `Max-Age=${VERIFIED_PHONE_DAYS * 86_400}`,
          'HttpOnly',
          'SameSite=Lax',
          ...(secure ? ['Secure'] : []),
        ].join('; ');
        return reply.header('set-cookie', cookie).send({ verified: true as const, phone });
      },
    );

    app.get(
      '/phone-verifications/:phone',
      {
        config: { access: 'phone.verify' },
        schema: {
          summary: 'Whether this browser, or the signed-in account, has proved the number with a code',
          params: phoneParams,
          response: answers({ 200: z.object({ verified: z.boolean() }) }),
        },
      },
      async (request) => {
        const { phone } = request.params;
        const byCookie = verifiedPhones.read(cookieValue(request.headers.cookie, VERIFIED_PHONE_COOKIE)) === phone;
        const byAccount = request.viewer ? await phoneCodes.isAccountPhone(request.viewer, phone) : false;
        return { verified: byCookie || byAccount };
      },
    );
  };
}
