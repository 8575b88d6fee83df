import type { Mail } from '../mail/mailer';
import type { Sms } from '../sms/sms-sender';

/** Every kind of job, with what it carries. A job is a kind, its payload, and a handler registered by kind. */
export interface JobPayloads {
  /** An email, rendered when the change that sends it was made. */
  'mail.send': Mail;
  /** An SMS, written when the change that sends it was made; its id keeps a retried one from being sent twice. */
  'sms.send': Sms;
  /** Every minute: unpaid provider orders are asked about, and expire after their window. */
  'payments.sweep': Record<string, never>;
  /** A refund whose answer was lost: the provider is asked again about the same refund, until it says. */
  'refunds.settle': { refundId: string };
  /** Every day: finished jobs older than a week are removed. */
  'jobs.tidy': Record<string, never>;
  /** Every few minutes: open parcels that are due are asked about at their courier (webhooks get lost). */
  'couriers.check': Record<string, never>;
  /** What courier networks know of a number that just ordered, for staff to see. */
  'phones.lookup': { phone: string };
  /** Every few minutes: the nightly backup is taken once its time (BACKUP_AT, Dhaka time) has come. */
  'backups.nightly': Record<string, never>;
}

export type JobKind = keyof JobPayloads;

export const JOB_KINDS = [
  'mail.send',
  'sms.send',
  'payments.sweep',
  'refunds.settle',
  'jobs.tidy',
  'couriers.check',
  'phones.lookup',
  'backups.nightly',
] as const satisfies readonly JobKind[];

/** A job as its handler sees it besides its payload: its id stays the same on every try. */
export interface JobRun {
  id: string;
}

export type JobHandlers = { [Kind in JobKind]: (payload: JobPayloads[Kind], job: JobRun) => Promise<void> };

/** What a job is about, in a line staff can read on the dashboard. */
export function describeJob(kind: string, payload: unknown): string {
  const data = (payload ?? {}) as Record<string, unknown>;
  switch (kind as JobKind) {
    case 'mail.send':
      return `Email to ${String(data.to)}: ${String(data.subject)}`;
    case 'sms.send':
      return `SMS to ${String(data.to)}`;
    case 'payments.sweep':
      return 'Checking unpaid payments with the providers';
    case 'refunds.settle':
      return 'Asking the payment provider whether a refund went through';
    case 'jobs.tidy':
      return 'Removing finished background work';
    case 'couriers.check':
      return 'Asking couriers where open parcels are';
    case 'phones.lookup':
      return `Looking up the delivery record of ${String(data.phone)}`;
    case 'backups.nightly':
      return 'Taking the nightly backup';
    default:
      return kind;
  }
}
