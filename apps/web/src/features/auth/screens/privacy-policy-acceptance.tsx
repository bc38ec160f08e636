import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { BrandMark, BrandName } from '@/components/brand';
import { confirmDataPrivacyPolicy } from '../api';
import { PrivacyPolicyText } from '../components/privacy-policy-text';
import { useRefreshCurrentUser } from '@/lib/session';
import { useLogout } from '../use-logout';

/** Gate rule 3: the policy must be accepted before the app opens; "Ablehnen" logs out. */
export function PrivacyPolicyAcceptance() {
  const refreshCurrentUser = useRefreshCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  const [isAccepting, setAccepting] = useState(false);
  const accept = async () => {
    setAccepting(true);
    try {
      await confirmDataPrivacyPolicy();
      await refreshCurrentUser();
    } catch (error) {
      toast.error('Die Zustimmung konnte nicht gespeichert werden', errorMessage(error));
    } finally {
      setAccepting(false);
    }
  };
  return (
    <div className="flex h-dvh flex-col bg-slate-50">
      <header className="flex h-14 shrink-0 items-center gap-2.5 border-b border-slate-200 bg-white px-5">
        <BrandMark className="size-7" />
        <BrandName />
      </header>
      <main className="mx-auto flex w-full max-w-3xl min-h-0 flex-1 flex-col px-4 py-6 sm:px-6">
        <div className="mb-4 flex items-start gap-3">
          <div
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            aria-hidden
          >
            <ShieldCheck className="size-5" />
          </div>
          <div>
            <h1 className="text-xl font-semibold tracking-tight text-slate-900">Datenschutzerklärung</h1>
            <p className="mt-1 text-sm text-slate-600">
              Bitte lesen Sie die Datenschutzerklärung und stimmen Sie ihr zu, um die Baustellendoku zu nutzen.
            </p>
          </div>
        </div>
        <div
          tabIndex={0}
          aria-label="Text der Datenschutzerklärung"
          className="min-h-64 flex-1 overflow-y-auto rounded-t-lg border border-slate-200 bg-white p-5 sm:p-6"
        >
          <PrivacyPolicyText />
        </div>
        <div className="flex flex-col-reverse gap-2 rounded-b-lg border border-t-0 border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={logout} isLoading={isLoggingOut} disabled={isAccepting}>
            Ablehnen
          </Button>
          <Button onClick={accept} isLoading={isAccepting} disabled={isLoggingOut}>
            Akzeptieren
          </Button>
        </div>
      </main>
    </div>
  );
}
