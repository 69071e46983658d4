import { useQueryClient } from '@tanstack/react-query';
import type { ChatGoods, ChatSendBody } from '@yc/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { message } from '../../../lib/http';
import { CHAT_UNREAD_KEY } from '../api/get-chat-unread';
import { getChatHistory } from '../api/get-chat-history';
import { readChat } from '../api/read-chat';
import { uploadChatImage } from '../api/upload-chat-image';
import type { ConnectionStatus } from './chat-connection';
import { useChatConnection } from './use-chat-connection';
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
} from './thread';

export interface BuyerChat {
  thread: Thread;
  status: ConnectionStatus;
  agentName: string;
  hasMore: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  sendText(body: string): void;
  sendGoods(goods: ChatGoods): void;
  sendImage(file: File): Promise<void>;
  discard(clientMsgId: string): void;
}

/**
 * The store's side of the chat: one socket while the member may chat (the toolbar badge follows its
 * unread count), the history once the panel first opens, and reading what is shown while it is open.
 */
export function useBuyerChat({ enabled, open }: { enabled: boolean; open: boolean }): BuyerChat {
  const queryClient = useQueryClient();
  const readUpTo = useRef(0);
  const [thread, setThread] = useState<Thread>(EMPTY_THREAD);
  const [history, setHistory] = useState({ loaded: false, hasMore: false, agentName: '' });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const { connection, status } = useChatConnection('/api/chat/ws', enabled, (frame) => {
    if (frame.type === 'message' || frame.type === 'ack') setThread((t) => withMessages(t, [frame.message]));
    else if (frame.type === 'unread') queryClient.setQueryData(CHAT_UNREAD_KEY, { count: frame.count });
    else if (frame.type === 'error') {
      if (frame.client_msg_id) setThread((t) => withRefusal(t, frame.client_msg_id as string, frame.msg));
      message.error(frame.msg);
    }
  });

  // The first opening loads the newest page, then asks the socket for anything that came meanwhile.
  useEffect(() => {
    if (!enabled || !open || history.loaded) return;
    let cancelled = false;
    getChatHistory().then(
      (page) => {
        if (cancelled) return;
        setHistory({ loaded: true, hasMore: page.has_more === 1, agentName: page.agent_name });
        setThread((t) => withMessages(t, page.list));
        connection.current?.catchUpFrom(page.list.at(-1)?.id ?? 0);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, open, history.loaded, connection]);

  // What the open panel shows is read: the badge here and on the store's other tabs drops.
  const newestAnswer = newestId(thread, 'staff');
  useEffect(() => {
    if (!open || newestAnswer <= readUpTo.current) return;
    readUpTo.current = newestAnswer;
    readChat(newestAnswer).then(
      (unread) => queryClient.setQueryData(CHAT_UNREAD_KEY, unread),
      () => undefined,
    );
  }, [open, newestAnswer, queryClient]);

  const loadOlder = useCallback(() => {
    const oldest = thread.messages[0]?.id;
    if (!oldest) return;
    setLoadingOlder(true);
    getChatHistory({ before_id: oldest })
      .then((page) => {
        setThread((t) => withMessages(t, page.list));
        setHistory((h) => ({ ...h, hasMore: page.has_more === 1 }));
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [thread.messages]);

  const send = useCallback(
    (body: ChatSendBody, shown: Omit<PendingMessage, 'client_msg_id' | 'kind'>) => {
      setThread((t) => withPending(t, { client_msg_id: body.client_msg_id, kind: body.kind, ...shown }));
      connection.current?.send({ type: 'send', message: body });
    },
    [connection],
  );

  return {
    thread,
    status,
    agentName: history.agentName,
    hasMore: history.hasMore,
    loadingOlder,
    loadOlder,
    sendText: (body) => send({ kind: 'text', client_msg_id: newClientMsgId(), body }, { body, image: null, goods: null }),
    sendGoods: (goods) => send({ kind: 'goods', client_msg_id: newClientMsgId(), goods_id: goods.id }, { body: '', image: null, goods }),
    sendImage: async (file) => {
      const uploaded = await uploadChatImage(file);
      send({ kind: 'image', client_msg_id: newClientMsgId(), image: uploaded.image }, { body: '', image: uploaded.url, goods: null });
    },
    discard: (clientMsgId) => {
      connection.current?.forget(clientMsgId);
      setThread((t) => withoutPending(t, clientMsgId));
    },
  };
}
