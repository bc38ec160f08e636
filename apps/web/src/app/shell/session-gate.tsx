// The session gate (spec part 1 "Session gate"), in the spec's order:
// 1 checking → 2 anonymous → login (remember the address) → 3 privacy policy → 4 appraiser details
// → 5 the app, following a remembered target once.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth/session';
import { rememberRedirectTarget, takeRedirectTarget } from '@/lib/storage';
import { paths } from '@/app/paths';
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

  if (status === 'pending') return <SessionChecking />;
  if (status === 'anonymous' || !currentUser) {
    if (location.pathname !== paths.home() && location.pathname !== paths.login()) {
      rememberRedirectTarget(`${location.pathname}${location.search}${location.hash}`);
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
  const [target, setTarget] = useState(() => takeRedirectTarget());
  // Once followed, forget it: later visits of any address (also "/") stay where they are.
  useEffect(() => {
    if (target) setTarget(null);
  }, [target]);
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (target && target !== here) return <Navigate to={target} replace />;
  return <Outlet />;
}
