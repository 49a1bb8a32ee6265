import { Module } from '@nestjs/common';
import { TasksModule } from '../tasks/tasks.module';
import { PossibleAdditionalsController } from './possible-additionals.controller';

/** Posibles Adicionales: tasks flagged is_posible_additional, through the task module's creation and answers. */
@Module({
  imports: [TasksModule],
  controllers: [PossibleAdditionalsController],
})
export class PossibleAdditionalsModule {}
