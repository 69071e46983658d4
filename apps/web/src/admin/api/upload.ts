import { postForm } from '../../lib/http';

/** A file as the single `file` part of a console upload. */
export const fileBody = (file: Blob, name?: string) => {
  const body = new FormData();
  body.append('file', file, name);
  return body;
};

/** Sends a picked picture to a row's upload address (a brand's logo, a gift's picture...). */
export const uploadPicture =
  (address: (id: number) => string) =>
  ({ id, file }: { id: number; file: File }) =>
    postForm(address(id), fileBody(file, file.name));
