import {
  Envelope,
  Qualification,
  QualificationIdParams,
  QualificationList,
  QualificationUploadFields,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendInline } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as qualification from './service.js';
import { acceptUploads, parseFields, readUpload } from '../../lib/uploads/read.js';
import { uploadForm, uploadResponse } from '../../lib/raw-responses.js';

/** /zzzj: qualification certificates. Multipart is registered here only, so no other route accepts uploads. */
const qualificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, 10);

  app.get('/user/zizhi', { schema: { response: { 200: Envelope(QualificationList) } } }, async (request) =>
    ok(await qualification.listQualifications(app.db, requireAuth(request))),
  );

  app.post('/user/zizhi', { schema: { upload: uploadForm('资质证件扫描件', 'document', QualificationUploadFields), response: { 200: Envelope(Qualification) } } }, async (request) => {
    const auth = requireAuth(request);
    const upload = await readUpload(request);
    const fields = parseFields(QualificationUploadFields, upload.fields);
    return ok(await qualification.uploadQualification(app.db, app.config.dataDir, auth, fields, upload.file), '上传成功，请等待审核');
  });

  app.get('/user/zizhi/:id/file', { schema: { params: QualificationIdParams, response: { 200: uploadResponse('资质证件扫描件', 'document') } } }, async (request, reply) => {
    const file = await qualification.qualificationFile(app.db, app.config.dataDir, requireAuth(request), request.params.id);
    return sendInline(reply, { mime: file.mime, fileName: file.fileName, body: file.stream });
  });
};

export default qualificationRoutes;
