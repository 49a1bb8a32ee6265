import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/demo-data';
import { ConfigError, loadConfig } from './platform/config/config';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createServer(config);
  await app.listen(config.port);
  const logger = new Logger('Faena');
  logger.log(`Faena lista en http://localhost:${config.port}`);
  if (config.demoData) {
    logger.log(`Usuarios de demostración (contraseña ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
