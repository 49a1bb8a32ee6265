import { Module } from '@nestjs/common';
import { TaskListingsController } from './task-listings.controller';

/** The task listings; the lead merges it into the TasksModule of the write side. */
@Module({ controllers: [TaskListingsController] })
export class TaskListingsModule {}
