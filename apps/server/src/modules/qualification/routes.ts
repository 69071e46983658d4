import multipart from '@fastify/multipart';
import {
  Envelope,
  Qualification,
  QualificationIdParams,
  QualificationList,
  QualificationUploadFields,
  UPLOAD_MAX_BYTES,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendInline } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as qualification from './service.js';
import { parseFields, readUpload } from './upload.js';

/** /zzzj: qualification certificates. Multipart is registered here only, so no other route accepts uploads. */
const qualificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

  app.get('/user/zizhi', { schema: { response: { 200: Envelope(QualificationList) } } }, async (request) =>
    ok(await qualification.listQualifications(app.db, requireAuth(request))),
  );

  app.post('/user/zizhi', { schema: { response: { 200: Envelope(Qualification) } } }, async (request) => {
    const auth = requireAuth(request);
    const upload = await readUpload(request);
    const fields = parseFields(QualificationUploadFields, upload.fields);
    return ok(await qualification.uploadQualification(app.db, app.config.dataDir, auth, fields, upload.file), '上传成功，请等待审核');
  });

  app.get('/user/zizhi/:id/file', { schema: { params: QualificationIdParams } }, async (request, reply) => {
    const file = await qualification.qualificationFile(app.db, app.config.dataDir, requireAuth(request), request.params.id);
    return sendInline(reply, { mime: file.mime, fileName: file.fileName, body: file.stream });
  });
};

export default qualificationRoutes;
