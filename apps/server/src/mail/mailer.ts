import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}


/** Email over SMTP_URL; without it, each message is written to the log so links still reach the owner. */
export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger, shopName: string): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'email not sent (SMTP_URL is not set)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: { name: shopName, address: 'no-reply@alankar.com.bd' }, ...mail });
    },
  };
}
