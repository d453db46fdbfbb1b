import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { chatMessagesQueryOptions } from '../api/chat-queries';
import { useChatConversation } from '../api/use-chat-conversation';
import { useChatDrafts } from '../api/use-chat-drafts';
import { MedicalDisclaimer, SuggestedTopics } from '../components/chat-aside';
import { ChatPanel } from '../components/chat-panel';

/** /chat (docs/product.md §2): an intro, the coach's chat panel, suggested topics and a medical disclaimer. */
export function ChatPage() {
  useDocumentTitle('AI Health Coach');
  const { data: user } = useSession();
  const intro = (
    <header className="space-y-2">
      <h1 className="text-2xl font-bold md:text-3xl">AI Health Coach</h1>
      <p className="max-w-prose text-muted-foreground">
        Ask about fasting, the 30-30-30 routine, cold exposure, sleep or hydration. The coach looks at your logs from the last 7 days to
        tailor its answers, and your conversation is kept for you alone.
      </p>
    </header>
  );
  return user ? <Coach userId={user.id} intro={intro} /> : intro;
}

function Coach({ userId, intro }: { userId: number; intro: ReactNode }) {
  const messages = useQuery(chatMessagesQueryOptions(userId));
  const chat = useChatConversation(userId);
  const drafts = useChatDrafts(userId);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {/* Under 768 px the intro and the panel share the screen between the header (4rem) and the
          bottom bar (3.5rem), less the page's 1.5rem top padding and a 1.5rem gap below, so the
          message box is in view above the bottom bar without scrolling. */}
      <div className="flex min-w-0 flex-col gap-6 max-md:h-[calc(100dvh-10.5rem-env(safe-area-inset-bottom))] max-md:min-h-[26rem]">
        {intro}
        <ChatPanel userId={userId} messages={messages} chat={chat} drafts={drafts} />
      </div>
      <aside className="space-y-6" aria-label="About the coach">
        <SuggestedTopics onPick={(topic) => void chat.send(topic)} isDisabled={chat.isPending || !messages.data} />
        <MedicalDisclaimer />
      </aside>
    </div>
  );
}
