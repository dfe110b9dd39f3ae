import { lazy, Suspense } from 'react';

// Its own chunk: the assignment helpers bring the circle forms' validation, which a guest's dashboard (the page
// most visitors open first) never shows.
const DashboardAssignmentList = lazy(() =>
  import('./dashboard-assignment-list').then((module) => ({ default: module.DashboardAssignmentList })),
);

/** Its own Suspense boundary: the dashboard does not wait for the circles strings or this list's code. */
export function DashboardAssignments() {
  return (
    <Suspense fallback={null}>
      <DashboardAssignmentList />
    </Suspense>
  );
}
