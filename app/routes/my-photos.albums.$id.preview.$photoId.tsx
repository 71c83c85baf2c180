import { Outlet } from '@remix-run/react';

/** Placeholder: built in issue 5. */
export default function Placeholder() {
  return <Outlet />;
}
