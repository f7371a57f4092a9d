import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetSessionQuery } from '@tutor/api';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { useGetTwoStepStatusQuery } from '../settings';
import { ForbiddenPage } from './ForbiddenPage';
import { TwoStepRequiredPage } from './TwoStepRequiredPage';
import { loginPathFor, requiredRoleOf } from './guard';

/**
 * Lets a page of one role through only for that role: a visitor goes to /login (and comes back), a
 * user of another role sees the 403 page, and an admin without two-step login (which every admin
 * route refuses) is sent to enable it on /akun. While the session is unknown a skeleton stands in,
 * so the page never flashes before the answer.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const role = requiredRoleOf(pathname);
  const session = useGetSessionQuery(undefined, { skip: role === null });
  const adminPage = role === 'admin' && session.data?.role === 'admin';
  const twoStep = useGetTwoStepStatusQuery(undefined, { skip: !adminPage });

  if (role === null) return <>{children}</>;
  if (session.isLoading || (session.isFetching && session.data === undefined) || (adminPage && twoStep.isLoading)) {
    return (
      <div className="ui-container shell-guard__loading" role="status" aria-busy="true">
        <span className="ui-visually-hidden">Memeriksa akun...</span>
        <Skeleton height={40} width="60%" />
        <Skeleton height={160} />
      </div>
    );
  }
  if (session.isError) return <UnavailablePanel what="Data akun" onRetry={() => void session.refetch()} />;
  if (!session.data) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  if (session.data.role !== role) return <ForbiddenPage required={role} user={session.data} />;
  // a status that failed to load lets the page through: the server's own 403 still guards every admin route
  if (adminPage && twoStep.data && !twoStep.data.aktif) return <TwoStepRequiredPage />;
  return <>{children}</>;
}
