import { Printer } from 'lucide-react';

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="btn btn-primary">
      <Printer aria-hidden="true" className="size-4" />
      Print
    </button>
  );
}
