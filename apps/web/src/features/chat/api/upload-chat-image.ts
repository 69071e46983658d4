import { ChatImageUpload } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Uploads a picture to send (multipart POST /api/chat/image, the file in the part named `file`). */
export async function uploadChatImage(file: File): Promise<ChatImageUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return ChatImageUpload.parse(await postForm('/api/chat/image', body));
}
