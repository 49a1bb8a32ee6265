import { type DynamicModule, Module } from '@nestjs/common';
import { FILE_TAKING_ITEMS } from '../files/file-taking-items';
import { PROJECT_SUBJECTS } from '../projects/project-subjects';
import { REMINDED_KINDS } from '../reminders/reminded-kind';
import { SEARCHABLE_ITEMS } from '../search/searchable-items';
import { NOTICE_TRANSLATIONS } from './item-notices';
import type { ItemRegistry } from './item-registry';

/**
 * What uploads, reminders, search, the bell and the projects' subjects need of every item type, from the
 * manifests, under each slice's own token: those slices are imported by the item features, so they
 * cannot import the registry back; a global module reaches them wherever Nest builds them.
 */
@Module({})
export class ItemSlicesModule {
  static register(items: ItemRegistry): DynamicModule {
    const providers = [
      { provide: FILE_TAKING_ITEMS, useValue: items.fileTaking },
      { provide: REMINDED_KINDS, useValue: items.reminded },
      { provide: SEARCHABLE_ITEMS, useValue: items.searchable },
      { provide: PROJECT_SUBJECTS, useValue: items.projectSubjects },
      { provide: NOTICE_TRANSLATIONS, useValue: items.factsOf('notices') },
    ];
    return {
      module: ItemSlicesModule,
      global: true,
      providers,
      exports: providers.map(({ provide }) => provide),
    };
  }
}
