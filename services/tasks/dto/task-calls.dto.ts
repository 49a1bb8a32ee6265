import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';
import { RequiredId, SeenStatus } from '../../items/dto/item-fields.dto';
import { SendByEmailFields } from '../../items/send-by-email';
import { BooleanField, JsonField } from '../../platform/http/form-fields';

const required = { message: 'Campo requerido' };

const participantList = [
  JsonField(),
  IsArray(required),
  IsString({ each: true, message: 'Participantes no válidos.' }),
  ArrayMaxSize(200, { message: 'Puede haber hasta 200 participantes.' }),
];

/** Participants to add to a task (JSON text of user ids): one at least, up to 200. */
export const Participants = () => applyDecorators(...participantList, ArrayMinSize(1, required));

/**
 * A new task's participants: the decider asks for them only when the task is public, since
 * nobody but the creator and the responsible sees a private task.
 */
export const NewTaskParticipants = () => applyDecorators(IsOptional(), ...participantList);

export class TaskIdDto {
  @RequiredId() task_id!: string;
}

export class TaskUserDto extends TaskIdDto {
  @RequiredId() user_id!: string;
}

export class AddParticipantsDto extends TaskIdDto {
  @Participants() participants!: string[];
}

export class ChecklistItemDto extends TaskIdDto {
  @RequiredId() checklist_id!: string;

  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  completed!: boolean;
}

/** Seen and bell status (spec: 0, 1 or 2). */
export class TaskStatusDto extends TaskIdDto {
  @SeenStatus() status!: 0 | 1 | 2;
}

/** 'Enviar por correo' of one item. */
export class SendTaskByEmailDto extends SendByEmailFields {
  @RequiredId() task_id!: string;
}
