import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AlertTriangle, FileQuestion, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { BrandMark, BrandName } from './brand';

function isNotFound(error: unknown): boolean {
  return (isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.status === 404);
}

function Centered({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {icon}
      </div>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {children ? <div className="mt-2 text-sm leading-relaxed text-slate-600">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** Spec: 404 → "Nicht gefunden"; otherwise "Ein unerwarteter Fehler ist aufgetreten" + message. */
export function ErrorContent({ error }: { error: unknown }) {
  const home = (
    <Button asChild>
      <a href={paths.home()}>Zurück zur Startseite</a>
    </Button>
  );
  if (isNotFound(error)) {
    return (
      <Centered icon={<FileQuestion className="size-6" aria-hidden />} title="Nicht gefunden" action={home}>
        Die angeforderte Seite konnte leider nicht gefunden werden
      </Centered>
    );
  }
  const message = isRouteErrorResponse(error) ? error.statusText || String(error.data ?? '') : errorMessage(error);
  return (
    <Centered
      icon={<AlertTriangle className="size-6" aria-hidden />}
      title="Ein unerwarteter Fehler ist aufgetreten"
      action={home}
    >
      {message}
    </Centered>
  );
}

/** The application error page (root and public routes), with its own minimal frame. */
export function AppErrorPage() {
  const error = useRouteError();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex h-14 items-center gap-2.5 border-b border-slate-200 bg-white px-5">
        <BrandMark className="size-7" />
        <BrandName />
      </header>
      <ErrorContent error={error} />
    </div>
  );
}

/** Unknown address inside the signed-in app. */
export function NotFoundScreen() {
  return <ErrorContent error={new ApiError(404, 'Not Found', null)} />;
}

/** Generic error of the authenticated area (spec: heading "An error occurred" plus the message). */
export function GenericErrorScreen() {
  const error = useRouteError();
  if (isNotFound(error)) return <ErrorContent error={error} />;
  if (error instanceof ApiError && error.status === 403) return <AccessDenied />;
  const message = isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <Centered
      icon={<AlertTriangle className="size-6" aria-hidden />}
      title="An error occurred"
      action={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Seite neu laden
        </Button>
      }
    >
      {message}
    </Centered>
  );
}

/** Access denied (spec): "Zugriff verweigert", missing permissions, link to the homepage. */
export function AccessDenied() {
  return (
    <Centered icon={<Lock className="size-6" aria-hidden />} title="Zugriff verweigert">
      <p>Sie haben nicht die erforderlichen Berechtigungen, um diese Seite aufzurufen.</p>
      <p className="mt-4">
        <Link to={paths.home()} className="font-medium text-brand-700 hover:underline">
          Zur Startseite
        </Link>
      </p>
    </Centered>
  );
}

/** The user holds the permission, but the object's state does not allow the action now. */
export function NotPossibleInState({ statusLabel }: { statusLabel: string }) {
  return (
    <Centered icon={<Lock className="size-6" aria-hidden />} title="Aktion nicht möglich">
      <p>Diese Aktion ist im Status „{statusLabel}“ nicht möglich.</p>
      <p className="mt-4">
        <Button variant="secondary" onClick={() => window.history.back()}>
          Zurück
        </Button>
      </p>
    </Centered>
  );
}
