import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Menu } from 'lucide-react';
import { useIsFetching, type Query } from '@tanstack/react-query';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { useProject, useProjects } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { useCurrentProjectId } from '@/app/project-context';
import { answeredThisVisit } from '@/lib/visit';
import { useMediaQuery } from '@/lib/use-media-query';
import { OutboxCounter } from '@/components/outbox-parts';
import { OutboxSync } from '@/app/outbox/outbox-sync';
import { BackBanner } from '@/components/back-banner';
import { BrandMark, BrandName } from '@/components/brand';
import { WIDE_FRAME, loadFrameParts, loadedFrameParts, type FrameParts } from './frame-parts-loader';

/** The frame's parts once `needed` (the window widened to 1024 px, the drawer was opened). */
function useFrameParts(needed: boolean): FrameParts | undefined {
  const [parts, setParts] = useState(loadedFrameParts);
  useEffect(() => {
    if (!needed || parts) return;
    let current = true;
    loadFrameParts().then(
      (loaded) => current && setParts(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed, parts]);
  return parts ?? loadedFrameParts();
}

/** An answer the last visit stored (not the session's own copy of the user, refetched at every start). */
const isStoredAnswer = (query: Query) =>
  query.queryKey[0] !== 'me' && query.state.data !== undefined && !answeredThisVisit(query.state.dataUpdatedAt);

/** The frame of the signed-in app: sidebar (drawer below 1024 px), top bar, content. */
export function AppLayout() {
  const currentUser = useCurrentUser();
  const projectId = useCurrentProjectId();
  const { data: projects } = useProjects();
  const { data: project } = useProject(projectId);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer (a Radix dialog with the menu and the user's actions) is mounted from its first
  // opening on, and then stays for its slide-out: a closed drawer is no work for the first screen.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () =>
    loadFrameParts().then(
      () => {
        setDrawerUsed(true);
        setDrawerOpen(true);
      },
      () => {},
    );
  const menuButton = useRef<HTMLButtonElement>(null);
  // Lazy screens load before the address changes: a thin bar shows that something is happening.
  const isNavigating = useNavigation().state !== 'idle';
  // The same bar while answers stored by the last visit are shown and being refetched (decision 0420).
  const isRefreshingStored = useIsFetching({ predicate: isStoredAnswer }) > 0;
  // The sidebar shows from 1024 px (lg); on a phone it is not rendered at all, only the drawer's
  // menu when opened: less work before the first paint (decision 0430).
  const wide = useMediaQuery(WIDE_FRAME);
  // Their code is not loaded on a phone before the drawer is opened (decision 0777).
  const parts = useFrameParts(wide || drawerUsed);
  const menuInput = { currentUser, projects, projectId, project };

  return (
    <div className="min-h-dvh lg:pl-[260px]">
      <ScrollRestoration />
      <OutboxSync />
      {isNavigating || isRefreshingStored ? (
        <div
          role="progressbar"
          aria-label={isNavigating ? 'Seite wird geladen' : 'Zuletzt gespeicherter Stand wird aktualisiert'}
          className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-brand-600"
        />
      ) : null}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Zum Inhalt springen
      </a>
      {parts && wide ? <parts.WideSidebar {...menuInput} /> : null}

      {parts && drawerUsed ? (
        <parts.PhoneDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={menuButton} {...menuInput} />
      ) : null}

      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-4 lg:px-8">
        <button
          ref={menuButton}
          type="button"
          onClick={openDrawer}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 lg:hidden"
          aria-label="Menü öffnen"
          aria-expanded={drawerOpen}
        >
          <Menu className="size-5" />
        </button>
        <Link to={paths.home()} className="flex min-h-11 items-center gap-2 lg:hidden">
          <BrandMark className="size-7" />
          <BrandName />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <OutboxCounter />
          {/* On a phone the drawer holds them: the bar's copy is not rendered there at all (decision 0771). */}
          {parts && wide ? <parts.UserActions layout="bar" /> : null}
        </div>
      </header>

      <main
        id="main"
        // The phone action bar of a page header is fixed at the bottom: keep the page's end above it.
        className="mx-auto w-full max-w-[1200px] px-4 py-5 has-[[data-mobile-action]]:pb-24 sm:px-6 sm:py-6 sm:has-[[data-mobile-action]]:pb-6 lg:px-8 lg:py-8 lg:has-[[data-mobile-action]]:pb-8"
      >
        <BackBanner />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
