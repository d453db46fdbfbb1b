import { useQuery } from '@tanstack/react-query';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { chatMessagesQueryOptions } from '../api/chat-queries';
import { useChatConversation } from '../api/use-chat-conversation';
import { MedicalDisclaimer, SuggestedTopics } from '../components/chat-aside';
import { ChatPanel } from '../components/chat-panel';

/** /chat (spec §2): an intro, the coach's chat panel, suggested topics and a medical disclaimer. */
export function ChatPage() {
  useDocumentTitle('AI Health Coach');
  const { data: user } = useSession();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">AI Health Coach</h1>
        <p className="max-w-prose text-muted-foreground">
          Ask about fasting, the 30-30-30 routine, cold exposure, sleep or hydration. The coach looks at your logs from the last 7 days to
          tailor its answers, and your conversation is kept for you alone.
        </p>
      </header>
      {user ? <Coach userId={user.id} /> : null}
    </div>
  );
}

function Coach({ userId }: { userId: number }) {
  const messages = useQuery(chatMessagesQueryOptions(userId));
  const chat = useChatConversation(userId);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <ChatPanel userId={userId} messages={messages} chat={chat} />
      <aside className="space-y-6" aria-label="About the coach">
        <SuggestedTopics onPick={(topic) => void chat.send(topic)} isDisabled={chat.isPending || !messages.data} />
        <MedicalDisclaimer />
      </aside>
    </div>
  );
}
