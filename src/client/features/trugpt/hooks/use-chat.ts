import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEMO_EMAIL } from '@shared/constants';
import { type ChatRole, guideProcedureFromPath, isNutritionProviderPath } from '@shared/schemas/trugpt';
import { useSession } from '@client/lib/session';
import { useChatLauncher } from '@client/lib/chat-launcher';
import { activeConversation } from '../lib/active-conversation';
import { useDemoChat } from './use-demo-chat';
import { useLiveChat } from './use-live-chat';

/** The chat for whoever is here: a guest (no controller use), the demo account (local) or a patient (server). */
export function useChat() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  const launcher = useChatLauncher();
  const role: ChatRole = isNutritionProviderPath(pathname) ? 'nutrition' : 'general';
  const pathProvider = /^\/provider\/(\d+)/.exec(pathname)?.[1];
  const providerId = launcher.providerId ?? (pathProvider ? Number(pathProvider) : undefined);
  // A chat opened from a guide page is about that procedure until a message names another.
  const procedureId = guideProcedureFromPath(pathname);
  const isDemo = user?.email.toLowerCase() === DEMO_EMAIL;
  const live = useLiveChat(
    user?.id ?? '',
    { role, providerId, procedureId, launch: launcher.providerId ? launcher.launch : undefined },
    Boolean(user) && !isDemo,
  );
  const demo = useDemoChat(isDemo, { role, providerId, procedureId });

  // SPEC §4: signing out resets the chat.
  useEffect(() => {
    if (!isLoading && !user) activeConversation.set(null, null);
  }, [isLoading, user]);

  return {
    user,
    isLoading,
    isDemo,
    role,
    providerName: launcher.providerId === providerId ? launcher.providerName : undefined,
    prompt: launcher.prompt,
    controller: isDemo ? demo : live,
  };
}
