import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { storage } from '@client/lib/storage';
import { sessionQueryKey } from './session';

export const AUTH_STORAGE_PREFIX = 'truself.auth.';

/**
 * SPEC §4 sign-out: clear local auth entries, sign out globally, reset state, then go to / after 100 ms
 * (at once when the call failed).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    storage.removePrefix(AUTH_STORAGE_PREFIX);
    // Signed-out first, so every signed-in view unmounts (and stops polling) before the session ends; then drop
    // everything else the account could see. (clear() would detach the live session observer and leave the old
    // user on screen.)
    await queryClient.cancelQueries();
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    let failed = false;
    try {
      await api.post('/session/sign-out-everywhere');
    } catch {
      failed = true;
      // The session may still be alive: show what the server says rather than a sign-out that did not happen.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    }
    const go = () => navigate(paths.home.href());
    if (failed) go();
    else setTimeout(go, 100);
  };
}
