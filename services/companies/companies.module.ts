import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller';
import { CompanyCommands } from './company-commands';

@Module({ controllers: [CompaniesController], providers: [CompanyCommands] })
export class CompaniesModule {}
