import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsString } from 'class-validator';
import { SendByEmailFields } from '../../items/send-by-email';
import { BooleanField, JsonField, NumberField } from '../../platform/http/form-fields';

const required = { message: 'Campo requerido' };

export class TaskIdDto {
  @IsString(required)
  @IsNotEmpty(required)
  task_id!: string;
}

export class TaskUserDto extends TaskIdDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;
}

export class AddParticipantsDto extends TaskIdDto {
  @ArrayMaxSize(200, { message: 'Puede haber hasta 200 participantes.' })
  @IsString({ each: true, message: 'Participantes no válidos.' })
  @ArrayMinSize(1, required)
  @IsArray(required)
  @JsonField()
  participants!: string[];
}

export class ChecklistItemDto extends TaskIdDto {
  @IsString(required)
  @IsNotEmpty(required)
  checklist_id!: string;

  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  completed!: boolean;
}

/** Seen and bell status (spec: 0, 1 or 2). */
export class TaskStatusDto extends TaskIdDto {
  @IsIn([0, 1, 2], { message: 'El estado debe ser 0, 1 o 2.' })
  @NumberField()
  status!: 0 | 1 | 2;
}

/** 'Enviar por correo' of one item. */
export class SendTaskByEmailDto extends SendByEmailFields {
  @IsString(required)
  @IsNotEmpty(required)
  task_id!: string;
}
