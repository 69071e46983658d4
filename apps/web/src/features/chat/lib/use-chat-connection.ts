import type { ChatServerFrame } from '@yc/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ChatConnection, type ConnectionStatus } from './chat-connection';

/** One chat socket while `enabled`, handing every frame to the latest `onFrame` (the socket is not reopened when it changes). */
export function useChatConnection(
  path: string,
  enabled: boolean,
  onFrame: (frame: ChatServerFrame) => void,
): { connection: RefObject<ChatConnection | null>; status: ConnectionStatus } {
  const connection = useRef<ChatConnection | null>(null);
  const handler = useRef(onFrame);
  const [status, setStatus] = useState<ConnectionStatus>('closed');
  useEffect(() => {
    handler.current = onFrame;
  });
  useEffect(() => {
    if (!enabled) return;
    const c = new ChatConnection({ path, onStatus: setStatus, onFrame: (frame) => handler.current(frame) });
    connection.current = c;
    c.start();
    return () => {
      c.stop();
      connection.current = null;
    };
  }, [path, enabled]);
  return { connection, status };
}
