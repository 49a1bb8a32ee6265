import { Global, Module } from '@nestjs/common';
import { ACTOR_PORT } from '../platform/commands/actor';
import { CatalogsController } from './catalogs.controller';
import { ReadModelActors } from './read-model-actors';

/** The catalogs, and who an actor is: global, since every command and read asks. */
@Global()
@Module({
  controllers: [CatalogsController],
  providers: [{ provide: ACTOR_PORT, useClass: ReadModelActors }],
  exports: [ACTOR_PORT],
})
export class OrganisationModule {}
