import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const API_PATHS = /^\/(api|images)(\/|$|\?)/;

/**
 * Serves the built single-page app: hashed assets cached for a year, `index.html` never cached
 * and returned for every other GET so the client router can take over. Unknown API paths and
 * anything that is not a GET answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  const hasWeb = indexFile !== null && fs.existsSync(indexFile);
  if (hasWeb && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        const page = filePath.endsWith('.html');
        reply.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : page
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && wantsPage && !API_PATHS.test(request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(`No route ${request.method} ${request.url}.`));
  });
}
