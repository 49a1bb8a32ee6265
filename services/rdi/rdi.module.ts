import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ItemsModule } from '../items/items.module';
import { MailModule } from '../mail/mail.module';
import { RdiController } from './rdi.controller';
import { RdiCommands } from './rdi-command';
import { RdiListingsController } from './rdi-listings.controller';

/** RDI (issue 18): the RDI commands, the detail, the list, graphs, export and the global search. */
@Module({
  imports: [FilesModule, MailModule, ItemsModule],
  controllers: [RdiController, RdiListingsController],
  providers: [RdiCommands],
})
export class RdiModule {
  /** The RDI slice with the module that provides RDI_SOURCE (the item an RDI is raised from), chosen by the composition root. */
  static raisedFrom(sources: Type): DynamicModule {
    return { module: RdiModule, imports: [sources] };
  }
}
