import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_VERSION } from './version/version.service.js';

const DESCRIPTION = `JSON REST service for learning material: docs grouped into ordered lessons.

Every endpoint is served under \`/api/v${API_VERSION}\` (canonical, shown here) and under \`/api\`
(alias of the newest version: same handlers, same responses).
Errors are RFC 9457 \`application/problem+json\`; every response carries \`X-Request-Id\`.`;

/** The OpenAPI document of the application, canonical paths only (the `/api` alias is described, not repeated). */
export function createOpenApiDocument(
  app: INestApplication,
  version: string,
): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Syllabus API')
    .setDescription(DESCRIPTION)
    .setVersion(version)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) =>
      `${controller.replace(/Controller$/, '')}_${method}`,
  });
  const canonical = new RegExp(`^/api/v${API_VERSION}/`);
  document.paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => canonical.test(path)),
  );
  return document;
}
