import { Outlet } from 'react-router';

/** Frame for public pages without the member shell: one main landmark, nothing else to load. */
export function BareLayout() {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-dvh outline-none">
      <Outlet />
    </main>
  );
}
