import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 at /api/openapi.json and a browsable reference at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Plataforma escolar: API',
        version: '1.0.0',
        description:
          'Cada escuela tiene su raíz: /api/1/ y /api/2/. Sesión por cookie httpOnly (web) o Authorization: Bearer (apps nativas). Errores: { message } en español.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'lms_sesion' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
