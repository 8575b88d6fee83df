import { formatTk } from '@alankar/shared/money';

export function Price({ amount, className = '' }: { amount: number; className?: string }) {
  return <span className={`font-medium text-gold tabular-nums ${className}`}>{formatTk(amount)}</span>;
}
