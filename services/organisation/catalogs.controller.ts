import { Controller, Get } from '@nestjs/common';
import { ApiCall } from '../platform/http/api-response';
import { CURRENCIES, PROJECT_TYPES } from './catalogs';
import { JOB_TYPES } from './job-types';

/** The fixed lists the forms choose from. */
@Controller()
export class CatalogsController {
  @Get('currencies/getSystemCurrencies')
  currencies() {
    return { code: 200, currencies: CURRENCIES };
  }

  @ApiCall('project/getProjectTypes')
  projectTypes() {
    return { code: 200, project_types: PROJECT_TYPES };
  }

  /** Job types with the capabilities each starts with (the permissions dialog loads them). */
  @ApiCall('user/getJobTypes')
  jobTypes() {
    return { code: 200, job_types: JOB_TYPES };
  }
}
