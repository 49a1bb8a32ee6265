import { Module } from '@nestjs/common';
import { PaymentStatusController } from './payment-status.controller';

/** Estados de Pago and the informative table (issue 19). */
@Module({ controllers: [PaymentStatusController] })
export class PaymentStatusesModule {}
