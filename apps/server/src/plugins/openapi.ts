import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same Zod schemas that validate requests, so it cannot drift.
 * Swagger UI's assets come from the installed package, never a CDN.
 */
export const openapiPlugin = fp<{ expose: boolean }>(
  async (app, { expose }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Lisan API',
          description: "Turn the Qur'an you have memorised into Arabic you can speak.",
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'lisan_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    // The document is still built (routes describe themselves to it), but in production it is served only when
    // API_DOCS=true: a public map of every route and field helps a stranger more than it helps the learners.
    if (!expose) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null },
      staticCSP: true,
      // The UI's own policy would allow any https origin; we serve its assets ourselves, so keep it to 'self'.
      transformStaticCSP: (header) =>
        header
          .replace(/ https:/g, '')
          .replace(/ validator\.swagger\.io/g, '')
          .replace(/ ?upgrade-insecure-requests;?/g, ''),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
