import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { MailModule } from '../mail/mail.module';
import { TaskListingsController } from './task-listings.controller';
import { TasksController } from './tasks.controller';

/** Tareas (consultas/restricciones): the task commands, the detail and the listings. */
@Module({
  imports: [FilesModule, MailModule],
  controllers: [TasksController, TaskListingsController],
})
export class TasksModule {}
