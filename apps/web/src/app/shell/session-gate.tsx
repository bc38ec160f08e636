// The session gate (spec part 1 "Session gate"), in the spec's order:
// 1 checking → 2 anonymous → login (remember the address) → 3 privacy policy → 4 appraiser details
// → 5 the app, following a remembered target once.
// The remembered target must not outlive its purpose (issue 13, item 14, decision 0402): a company
// sign-in returns to it, so once a signed-in user stands on it — even while the privacy policy is
// still open — it is forgotten; and when the app first shows elsewhere, the gate renders nothing but
// the way there until the address has changed, so no screen can start a navigation of its own
// (home's "one project → its dashboard") that overtakes it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { forgetRedirectTargetAt, rememberRedirectTarget, takeRedirectTarget } from '@/lib/storage';
import { paths } from '@/lib/paths';
import { SessionChecking } from './session-checking';

const PrivacyPolicyAcceptance = lazy(() =>
  import('@/features/auth/screens/privacy-policy-acceptance').then((module) => ({
    default: module.PrivacyPolicyAcceptance,
  })),
);
const AppraiserDetailsScreen = lazy(() =>
  import('@/features/auth/screens/appraiser-details-screen').then((module) => ({
    default: module.AppraiserDetailsScreen,
  })),
);

export function SessionGate() {
  const { status, currentUser } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (status === 'authenticated') forgetRedirectTargetAt(here);
  }, [status, here]);

  if (status === 'pending') return <SessionChecking />;
  if (status === 'anonymous' || !currentUser) {
    if (location.pathname !== paths.home() && location.pathname !== paths.login()) {
      rememberRedirectTarget(here);
    }
    return <Navigate to={paths.login()} replace />;
  }
  if (!currentUser.dataPrivacyPolicyIsConfirmed) {
    return (
      <Suspense fallback={<SessionChecking />}>
        <PrivacyPolicyAcceptance />
      </Suspense>
    );
  }
  if (currentUser.needsAppraiserInformation) {
    return (
      <Suspense fallback={<SessionChecking />}>
        <AppraiserDetailsScreen />
      </Suspense>
    );
  }
  return <FollowRememberedTarget />;
}

/** Rule 5: the remembered target is taken (and forgotten) once, when the app first shows. */
function FollowRememberedTarget() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const [start] = useState(here);
  const [target, setTarget] = useState(() => {
    const remembered = takeRedirectTarget();
    return remembered && remembered !== here ? remembered : null;
  });
  const underway = target !== null && here === start;
  // Arrived (the address changed): later visits of the start address stay there.
  useEffect(() => {
    if (target !== null && here !== start) setTarget(null);
  }, [target, here, start]);
  // On the way until the address changes (the target's screen may still be loading).
  if (underway) return <Navigate to={target} replace />;
  return <Outlet />;
}
