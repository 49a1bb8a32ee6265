import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsOptional } from 'class-validator';

/** The scopes the viewer may ask for (spec 7); the token carries only what viewing needs. */
export const VIEWER_SCOPES_ASKED = ['data:read', 'bucket:read'] as const;

export class ForgeTokenDto {
  /** 'data:read bucket:read' or ['data:read', 'bucket:read']. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value))
  @IsArray({ message: 'Los permisos deben ser una lista.' })
  @IsIn(VIEWER_SCOPES_ASKED, { each: true, message: 'El visor solo puede pedir los permisos data:read y bucket:read.' })
  scopes?: string[];
}
