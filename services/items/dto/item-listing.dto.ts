import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { NumberField } from '../../platform/http/form-fields';

/**
 * The fields the item lists (tasks, RDI, additionals, possible additionals) share. A field reads
 * its value with `read`: a form or JSON call (NumberField, JsonField) or a query call (QueryNumber,
 * QueryList); the checks and their messages are the same.
 */

const invalid = { message: 'Valor no válido' };
type Reader = () => PropertyDecorator;

/** 1 open, 3 finished: the list of one status (tasks and RDI). */
export const ListStatus = () => applyDecorators(NumberField(), IsIn([1, 3], invalid));

/** The order toggle (spec tasks 4): 1 and 2 priority down and up, 3 and 4 number down and up. */
export const ListOrder = (read: Reader = NumberField) =>
  applyDecorators(read(), IsIn([1, 2, 3, 4], invalid), IsOptional());

/** A filter by people (creators, responsibles): up to 500 user ids. */
export const PeopleFilter = (read: Reader) =>
  applyDecorators(
    read(),
    IsArray(invalid),
    IsString({ each: true, ...invalid }),
    ArrayMaxSize(500, invalid),
    IsOptional(),
  );

/** A filter by numbers (specialties, subjects, codes): up to 500, read by `readers` in their order. */
export const NumbersFilter = (...readers: PropertyDecorator[]) =>
  applyDecorators(
    ...readers,
    IsArray(invalid),
    IsInt({ each: true, ...invalid }),
    ArrayMaxSize(500, invalid),
    IsOptional(),
  );
