import { Link } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand';
import { paths } from '@/lib/paths';
import { PrivacyPolicyText } from '../components/privacy-policy-text';

/** /data-privacy-policy, outside every layout so it opens without a session. */
export function PrivacyPolicyPage() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex h-14 items-center justify-between border-b border-slate-200 bg-white px-5">
        <Link to={paths.home()} className="flex items-center gap-2.5">
          <BrandMark className="size-7" />
          <BrandName />
        </Link>
      </header>
      <main className="mx-auto max-w-3xl px-5 py-10">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Datenschutzerklärung</h1>
        <div className="rounded-lg border border-slate-200 bg-white p-6 sm:p-8">
          <PrivacyPolicyText />
        </div>
      </main>
    </div>
  );
}
