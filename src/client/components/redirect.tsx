import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Set by the server's render (src/client/entry-server.tsx): a page that sends the visitor elsewhere reports it
 * there, and the server answers with a redirect instead of a page.
 */
export const ServerRedirectContext = createContext<((to: string) => void) | null>(null);

/** Sends the visitor to `to`, replacing this entry: in the browser by navigating, on the server by a 302. */
export function Redirect({ to }: { to: string }) {
  const reportToServer = useContext(ServerRedirectContext);
  if (reportToServer) {
    reportToServer(to);
    return null;
  }
  return <Navigate replace to={to} />;
}
