import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Every failure leaves as JSON `{ message }` in Indonesian. Input problems are 4xx; only a real
 * fault of ours is a 500, and its details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const field = error.validation[0]?.instancePath?.replace(/^\//, '') || error.validation[0]?.params?.missingProperty;
      const message = field ? `Data tidak valid: ${String(field)}` : 'Data permintaan tidak valid';
      return reply.code(400).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: 'Data yang dikirim terlalu besar' });
    if (status === 429) return reply.code(429).send({ message: 'Terlalu banyak permintaan, silahkan coba lagi nanti' });
    if (status === 415) return reply.code(415).send({ message: 'Format data tidak didukung' });
    if (status >= 400 && status < 500) return reply.code(status).send({ message: 'Permintaan tidak valid' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Terjadi kesalahan pada server' });
  });
}
