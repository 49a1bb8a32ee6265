import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ItemsModule } from '../items/items.module';
import { RDI_SOURCE } from '../items/rdi-source.port';
import { MailModule } from '../mail/mail.module';
import { PossibleAdditionalsController } from './possible-additionals.controller';
import { TaskAnswers } from './task-answers';
import { TaskCommands } from './task-command';
import { TaskCreation } from './task-creation';
import { TaskListingsController } from './task-listings.controller';
import { TaskRdiSource } from './task-rdi-source';
import { TasksController } from './tasks.controller';

/**
 * Tareas (consultas/restricciones): the task commands, the detail and the listings, and the
 * Posibles Adicionales, which are tasks flagged is_posible_additional (docs/decisions.md).
 */
@Module({
  imports: [FilesModule, MailModule, ItemsModule],
  controllers: [TasksController, TaskListingsController, PossibleAdditionalsController],
  providers: [TaskCommands, TaskCreation, TaskAnswers, { provide: RDI_SOURCE, useClass: TaskRdiSource }],
  // 'Enviar a RDI': the composition root gives the RDI slice this module's link of a task.
  exports: [RDI_SOURCE],
})
export class TasksModule {}
