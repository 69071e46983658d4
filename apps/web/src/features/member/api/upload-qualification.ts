import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Qualification, type QualificationUploadFields } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

export interface QualificationUpload {
  fields: QualificationUploadFields;
  file: File;
}

/** Files a certificate scan for review (multipart POST /api/user/zizhi: type, number, expires_at, file). */
export async function uploadQualification({ fields, file }: QualificationUpload): Promise<Qualification> {
  const body = new FormData();
  body.append('type', fields.type);
  body.append('number', fields.number);
  body.append('expires_at', fields.expires_at);
  body.append('file', file, file.name);
  return Qualification.parse(await postForm('/api/user/zizhi', body));
}

export const useUploadQualification = () => {
  const queryClient = useQueryClient();
  // A new certificate puts the store back under review: the list and the session user's is_passed change.
  return useMutation({
    mutationFn: uploadQualification,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member', 'zizhi'] }),
        queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }),
      ]),
  });
};
