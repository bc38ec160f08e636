import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Building2, CheckCircle2, MailCheck, MailWarning } from 'lucide-react';
import { authenticationMessages, signInErrorText } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field-frame';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerViolations } from '@/lib/server-violations';
import { peekRedirectTarget } from '@/lib/storage';
import { paths } from '@/lib/paths';
import { SupportEmailLink } from '@/components/support-email-link';
import { companySignInUrl, requestLoginToken } from '../api';
import { AuthHeading } from '../components/auth-card';
import { useRefreshCurrentUser, useSession } from '@/lib/session';
import { useGuestLoginForm, type GuestLoginForm } from '../guest-login-form';
import { useGuestLogin } from '../use-guest-login';

/** "Jetzt anmelden": company sign-in, guest login by e-mail, and the waiting/failed states. */
export function LoginScreen() {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  const refreshCurrentUser = useRefreshCurrentUser();
  const guestLogin = useGuestLogin({ onSuccess: () => void refreshCurrentUser() });
  const submit = async ({ emailAddress }: GuestLoginForm) => {
    try {
      const { loginTokenId } = await requestLoginToken(emailAddress);
      guestLogin.start(loginTokenId);
    } catch (error) {
      if (isApiError(error, 404))
        form.setError(
          'emailAddress',
          { type: 'server', message: authenticationMessages.guestNotFound },
          { shouldFocus: true },
        );
      else if (isApiError(error, 423))
        form.setError(
          'emailAddress',
          { type: 'server', message: authenticationMessages.guestDeactivated },
          { shouldFocus: true },
        );
      else if (!applyServerViolations<GuestLoginForm>(error, form.setError))
        toast.error('Anmeldung nicht möglich', errorMessage(error));
    }
  };
  const form = useGuestLoginForm(submit);

  // Gate rule 6: a signed-in user opening the login goes home.
  if (status === 'authenticated') return <Navigate to={paths.home()} replace />;

  const backToForm = () => {
    guestLogin.cancel();
    form.reset();
  };

  const { state } = guestLogin;
  if (state.phase === 'waiting' || state.phase === 'succeeded') {
    return (
      <div>
        <StateIcon tone="info">
          {state.phase === 'succeeded' ? <CheckCircle2 className="size-6" /> : <MailCheck className="size-6" />}
        </StateIcon>
        <AuthHeading title="Postfach überprüfen">
          <p>
            Wir haben eine E-Mail an <strong className="font-medium text-slate-800">{form.emailAddress}</strong>{' '}
            gesendet. Öffnen Sie den Link darin, um die Anmeldung freizugeben – dieses Fenster meldet Sie danach
            automatisch an.
          </p>
        </AuthHeading>
        <div className="flex flex-col gap-2">
          <Button size="lg" disabled>
            Warte auf Freigabe ...
          </Button>
          <Button size="lg" variant="secondary" onClick={backToForm}>
            Anmelden abbrechen
          </Button>
        </div>
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div>
        <StateIcon tone="danger">
          <MailWarning className="size-6" />
        </StateIcon>
        <AuthHeading title="Anmeldung fehlgeschlagen">
          <p>
            {state.reason === 'timeout'
              ? 'Die Anmeldung wurde wegen einer Zeitüberschreitung abgebrochen. Versuchen Sie es später erneut.'
              : 'Die Anmeldung ist leider Fehlgeschlagen, versuchen Sie es später erneut.'}
          </p>
        </AuthHeading>
        <Button size="lg" className="w-full" onClick={backToForm}>
          Zurück zum Login
        </Button>
      </div>
    );
  }

  const signInError = searchParams.get('error');
  return (
    <div>
      <AuthHeading title="Jetzt anmelden">
        <p>Melden Sie sich mit Ihrem Firmenkonto an oder nutzen Sie Ihren Gast-Zugang.</p>
      </AuthHeading>
      <div className="space-y-3">
        {searchParams.has('logout-successful') ? (
          <Alert tone="success">Sie wurden erfolgreich abgemeldet.</Alert>
        ) : null}
        {signInError !== null ? (
          <Alert tone="danger" title="Anmeldung fehlgeschlagen">
            {signInErrorText(signInError)}
          </Alert>
        ) : null}
      </div>
      <div className="mt-5">
        <Button asChild size="lg" className="w-full">
          <a href={companySignInUrl(peekRedirectTarget() ?? paths.home())}>
            <Building2 aria-hidden />
            Mit Firmenkonto anmelden
          </a>
        </Button>
      </div>

      <div className="my-7 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        oder
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <section aria-labelledby="guest-login-heading">
        <h2 id="guest-login-heading" className="mb-3 text-[15px] font-semibold text-slate-900">
          Als Gast anmelden
        </h2>
        <form noValidate onSubmit={form.onSubmit} className="space-y-4">
          <FieldFrame label="E-Mail-Adresse" required error={form.fieldError}>
            {(props) => (
              <Input
                {...props}
                ref={form.inputRef}
                name="emailAddress"
                value={form.emailAddress}
                onChange={form.onChange}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="name@beispiel.de"
                aria-required
              />
            )}
          </FieldFrame>
          {form.formError ? <Alert tone="danger">{form.formError}</Alert> : null}
          <Button type="submit" size="lg" variant="secondary" className="w-full" isLoading={form.isSubmitting}>
            Mit Gast-Zugang anmelden
          </Button>
        </form>
      </section>

      <div className="mt-8 rounded-md bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-600">
        <p>
          <span className="font-medium text-slate-800">Neu hier?</span> Für einen Zugang wenden Sie sich bitte an{' '}
          <SupportEmailLink />.
        </p>
        <p className="mt-1">
          Wie wir mit Ihren Daten umgehen, lesen Sie in der{' '}
          <Link to={paths.dataPrivacyPolicy()} className="font-medium text-brand-700 hover:underline">
            Datenschutzerklärung
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

function StateIcon({ tone, children }: { tone: 'info' | 'danger'; children: ReactNode }) {
  return (
    <div
      className={
        tone === 'info'
          ? 'mb-5 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700'
          : 'mb-5 flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600'
      }
      aria-hidden
    >
      {children}
    </div>
  );
}
