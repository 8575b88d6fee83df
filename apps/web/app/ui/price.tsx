import { useWords } from '~/words/use-words';

export function Price({ amount, className = '' }: { amount: number; className?: string }) {
  const { tk } = useWords();
  return <span className={`font-medium text-gold tabular-nums ${className}`}>{tk(amount)}</span>;
}
