import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ItemsModule } from '../items/items.module';
import { MailModule } from '../mail/mail.module';
import { TaskAnswers } from './task-answers';
import { TaskCreation } from './task-creation';
import { TaskListingsController } from './task-listings.controller';
import { TasksController } from './tasks.controller';

/** Tareas (consultas/restricciones): the task commands, the detail and the listings. */
@Module({
  imports: [FilesModule, MailModule, ItemsModule],
  controllers: [TasksController, TaskListingsController],
  // The possible additionals (services/additionals) are tasks: they create and answer them alike.
  providers: [TaskCreation, TaskAnswers],
  exports: [TaskCreation, TaskAnswers],
})
export class TasksModule {}
