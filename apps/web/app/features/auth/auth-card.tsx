import { useWords } from '~/words/use-words';

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="bg-white px-6 py-8 shadow-sm ring-1 ring-line sm:px-8">
        <h1 className="text-center text-4xl">{title}</h1>
        {intro ? <p className="mt-2 text-center text-sm text-taupe">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

export function Field({ label, hint, ...input }: { label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block">
      <span className="mb-1.5 block text-sm font-medium">
        {label}
        {hint ? <span className="font-normal text-taupe"> ({hint})</span> : null}
      </span>
      <input className="field" {...input} />
    </label>
  );
}

export function Divider() {
  const { t } = useWords();
  return (
    <div className="my-6 flex items-center gap-3 text-xs tracking-[0.14em] text-taupe uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      {t.auth.or}
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
