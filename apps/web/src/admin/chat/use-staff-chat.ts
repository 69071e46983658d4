import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useChatConnection } from '../../features/chat/lib/use-chat-connection';
import type { ChatSendBody } from '@yc/contracts';
import { uploadChatImage } from '../../features/chat/api/upload-chat-image';
import {
  EMPTY_THREAD,
  newClientMsgId,
  newestId,
  withMessages,
  withoutPending,
  withPending,
  withRefusal,
  type PendingMessage,
  type Thread,
} from '../../features/chat/lib/thread';
import { chatQueueQueryOptions, CHAT_KEY, conversationUrl, olderChatMessages, readConversation, useChatConversation } from './api/conversations';

/**
 * The console's side of the chat: the staff socket keeps the queue current and brings the open
 * conversation's new messages; a (re)connected socket refetches both, so nothing missed offline
 * stays missing. Answers (text, or a picture uploaded first) go over the socket and are repeated
 * until the server has them.
 */
export function useStaffChat(selectedId: number | null) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const readUpTo = useRef(new Map<number, number>());
  // Live messages, answers on their way and older pages, per conversation; the loaded page is merged in at render.
  const [threads, setThreads] = useState<ReadonlyMap<number, Thread>>(new Map());
  const [olderMore, setOlderMore] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [loadingOlder, setLoadingOlder] = useState(false);
  const detail = useChatConversation(selectedId);

  const update = (id: number, change: (t: Thread) => Thread) => setThreads((all) => new Map(all).set(id, change(all.get(id) ?? EMPTY_THREAD)));

  const { connection, status } = useChatConnection('/api/admin/chat/ws', true, (frame) => {
    if (frame.type === 'message' || frame.type === 'ack') update(frame.message.conversation_id, (t) => withMessages(t, [frame.message]));
    if (frame.type === 'conversation' || frame.type === 'message') void client.invalidateQueries({ queryKey: chatQueueQueryOptions().queryKey });
    else if (frame.type === 'resync') void client.invalidateQueries({ queryKey: CHAT_KEY });
    else if (frame.type === 'error') {
      const refused = frame.client_msg_id;
      if (refused) setThreads((all) => new Map([...all].map(([id, t]) => [id, withRefusal(t, refused, frame.msg)])));
      void message.error(frame.msg);
    }
  });

  // A socket (re)opened may have missed messages: the queue and the open conversation are read again.
  useEffect(() => {
    if (status === 'open') void client.invalidateQueries({ queryKey: CHAT_KEY });
  }, [status, client]);

  const loaded = detail.data;
  const own = selectedId === null ? undefined : threads.get(selectedId);
  const thread = useMemo(() => withMessages(own ?? EMPTY_THREAD, loaded?.messages ?? []), [own, loaded]);
  const hasMore = selectedId !== null && (olderMore.get(selectedId) ?? loaded?.has_more === 1);

  // What the open conversation shows is read by the staff side.
  const newestQuestion = newestId(thread, 'buyer');
  useEffect(() => {
    if (selectedId === null || newestQuestion <= (readUpTo.current.get(selectedId) ?? 0)) return;
    readUpTo.current.set(selectedId, newestQuestion);
    readConversation(selectedId, newestQuestion).catch(() => undefined);
  }, [selectedId, newestQuestion]);

  const loadOlder = () => {
    const oldest = thread.messages[0]?.id;
    if (selectedId === null || !oldest) return;
    setLoadingOlder(true);
    olderChatMessages(selectedId, oldest)
      .then((page) => {
        update(selectedId, (t) => withMessages(t, page.list));
        setOlderMore((all) => new Map(all).set(selectedId, page.has_more === 1));
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  };

  const send = (id: number, body: ChatSendBody, shown: Omit<PendingMessage, 'client_msg_id' | 'kind'>) => {
    update(id, (t) => withPending(t, { client_msg_id: body.client_msg_id, kind: body.kind, ...shown }));
    connection.current?.send({ type: 'send', conversation_id: id, message: body });
  };

  const sendText = (body: string) => {
    if (selectedId !== null) send(selectedId, { kind: 'text', client_msg_id: newClientMsgId(), body }, { body, image: null, goods: null });
  };

  const sendImage = async (file: File) => {
    if (selectedId === null) return;
    const id = selectedId;
    const uploaded = await uploadChatImage(file, conversationUrl(id, '/image'));
    send(id, { kind: 'image', client_msg_id: newClientMsgId(), image: uploaded.image }, { body: '', image: uploaded.url, goods: null });
  };

  const discard = (clientMsgId: string) => {
    if (selectedId === null) return;
    connection.current?.forget(clientMsgId);
    update(selectedId, (t) => withoutPending(t, clientMsgId));
  };

  return { status, detail, thread, hasMore, loadingOlder, loadOlder, sendText, sendImage, discard };
}
