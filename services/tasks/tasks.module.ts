import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { TasksController } from './tasks.controller';

/** Tareas (consultas/restricciones): the task commands and the task detail. */
@Module({
  imports: [FilesModule],
  controllers: [TasksController],
})
export class TasksModule {}
