import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from './storage.ts';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};

/**
 * GET /media/<key> read through the storage interface, for drivers without a folder to serve
 * (S3 without a public URL). Keys never change content, so the answer is cached for a year.
 */
export const mediaRoute: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    let body: Buffer | null;
    try {
      body = await storage.read(key);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Unsafe storage key')) body = null;
      else throw error;
    }
    if (!body) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such file.' });
    const extension = key.split('.').pop()?.toLowerCase() ?? '';
    return reply
      .header('content-type', TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
};
