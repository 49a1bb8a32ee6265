import { Module } from '@nestjs/common';
import { PaymentStatusController } from './payment-status.controller';
import { PaymentStatusCommands } from './payment-status-command';

/** Estados de Pago and the informative table (issue 19). */
@Module({ controllers: [PaymentStatusController], providers: [PaymentStatusCommands] })
export class PaymentStatusesModule {}
