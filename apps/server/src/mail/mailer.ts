import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `messageId`: the same on every try of one email, so a mail system shows a retried one once. */
  send(mail: Mail, options?: { messageId?: string }): Promise<void>;
}

/** The Message-ID of the email a job sends: every try of the job sends the same one. */
export function messageIdOf(jobId: string): string {
  return `<${jobId}@${SENDER_DOMAIN}>`;
}

const SENDER_DOMAIN = 'alankar.com.bd';

/**
 * Email over SMTP_URL. Without it, the log says each message was not sent; its text (with its links, which hold
 * sign-in tokens) is logged only at LOG_LEVEL=debug, for trying the shop out on one's own machine.
 */
export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger, shopName: string): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info({ subject: mail.subject }, 'email not sent (SMTP_URL is not set)');
        log.debug({ to: mail.to, subject: mail.subject, text: mail.text }, 'the email not sent');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail, { messageId } = {}) {
      await transport.sendMail({ from: { name: shopName, address: `no-reply@${SENDER_DOMAIN}` }, ...mail, messageId });
    },
  };
}
