import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../api-plugin';
import { answers } from '../api-responses';
import { AppError } from '../errors';
import { thumbnailUrl } from '@alankar/shared/images';
import { slugify } from '../products/slug';
import { acceptImage, MAX_UPLOAD_BYTES } from './accept-image';
import { storeImage } from './image-store';

const uploaded = z.object({ url: z.string(), thumbnail: z.string() });

/** Staff upload photos (multipart, field `file`); they are re-encoded to WebP in the shop's widths, without EXIF. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/uploads',
    {
      config: { access: 'upload.create' },
      schema: { summary: 'Upload one photo (multipart field `file`)', response: answers({ 201: uploaded }) },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('invalid', 'Send the photo as multipart/form-data in a field named file.');
      let file;
      try {
        file = await request.file();
      } catch {
        throw new AppError('invalid', 'The upload could not be read. Try again.');
      }
      if (file?.fieldname !== 'file') throw new AppError('invalid', 'Send the photo in a field named file.');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            'invalid',
            `This photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Use a smaller one.`,
          );
        }
        throw new AppError('invalid', 'The upload was cut short. Try again.');
      }
      const picture = await acceptImage(bytes);
      const name = `${slugify(file.filename.replace(/\.[^.]*$/, '')).slice(0, 40) || 'photo'}-${randomBytes(3).toString('hex')}`;
      const url = await storeImage(app.images, 'uploads', name, picture);
      return reply.status(201).send({ url, thumbnail: thumbnailUrl(url) });
    },
  );
};
