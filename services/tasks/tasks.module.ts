import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ItemsModule } from '../items/items.module';
import { MailModule } from '../mail/mail.module';
import { PossibleAdditionalsController } from './possible-additionals.controller';
import { TaskAnswers } from './task-answers';
import { TaskCreation } from './task-creation';
import { TaskListingsController } from './task-listings.controller';
import { TasksController } from './tasks.controller';

/**
 * Tareas (consultas/restricciones): the task commands, the detail and the listings, and the
 * Posibles Adicionales, which are tasks flagged is_posible_additional (docs/decisions.md).
 */
@Module({
  imports: [FilesModule, MailModule, ItemsModule],
  controllers: [TasksController, TaskListingsController, PossibleAdditionalsController],
  providers: [TaskCreation, TaskAnswers],
})
export class TasksModule {}
