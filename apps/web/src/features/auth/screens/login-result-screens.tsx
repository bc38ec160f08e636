import { Link, useParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { AuthHeading } from '../components/auth-card';

/** The confirm link of a guest login e-mail ends here when the login was approved. */
export function LoginSuccessfulScreen() {
  return (
    <div>
      <div
        className="mb-5 flex size-12 items-center justify-center rounded-full bg-success-50 text-success-700"
        aria-hidden
      >
        <CheckCircle2 className="size-6" />
      </div>
      <AuthHeading title="Login erfolgreich">
        <p>
          Ihre Anmeldung wurde freigegeben. Kehren Sie bitte zu dem Browserfenster zurück, in dem Sie Ihre
          E-Mail-Adresse eingegeben haben – Sie werden dort automatisch angemeldet. Dieses Fenster können Sie schließen.
        </p>
      </AuthHeading>
    </div>
  );
}

const failureTexts: Record<string, string> = {
  'not-found': 'Der Anmelde-Token wurde nicht gefunden',
  'already-confirmed': 'Der Anmelde-Token wurde bereits bestätigt',
  'timed-out': 'Der Anmelde-Token ist abgelaufen',
};

export function loginFailureText(reason: string | undefined): string {
  return (reason && failureTexts[reason]) || 'Anmeldung Fehlgeschlagen';
}

export function LoginFailedScreen() {
  const { reason } = useParams();
  return (
    <div>
      <div
        className="mb-5 flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600"
        aria-hidden
      >
        <XCircle className="size-6" />
      </div>
      <AuthHeading title={loginFailureText(reason)}>
        <p>Fordern Sie auf der Anmeldeseite einfach einen neuen Anmelde-Link an.</p>
      </AuthHeading>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.login()}>Zurück zum Login</Link>
      </Button>
    </div>
  );
}
