import { ChatImageUpload } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Uploads a picture to send (multipart POST, the file in the part named `file`): the store's at /api/chat/image, staff's under their conversation. */
export async function uploadChatImage(file: File, url = '/api/chat/image'): Promise<ChatImageUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return ChatImageUpload.parse(await postForm(url, body));
}
