import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpStatus,
  Param,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Permission,
  type CreateOrderRequest,
  type Order as OrderDto,
  type OrderBooklet,
  type OrderLinesRequest,
  type UpdateOrderRequest,
} from '@gb/contracts';
import {
  billingAddressSchema,
  orderLinesSchema,
  orderListQuerySchema,
  type OrderListQuery,
  updateOrderSchema,
} from '@gb/contracts/schemas';
import { orderAnswerSchema, orderBookletAnswerSchema } from '@gb/contracts/answers';

import { RequirePermission } from '../../../common/auth/index.js';
import { ApiContract } from '../../../common/openapi/api-contract.decorator.js';
import { translatorFor } from '../../../common/i18n/api-i18n.js';
import { localeFromAcceptLanguage } from '../../../common/request-locale.js';
import { IdPipe } from '../../../common/id.pipe.js';
import { OrderDocumentsService } from '../services/order-documents.service.js';
import { OrderManagementService } from '../services/order-management.service.js';

/** The franchisee's order calls. Registered after the public controller, so `postage` is no id. */
@ApiTags('orders')
@RequirePermission(Permission.Franchisee)
@Controller('order')
export class OrdersController {
  constructor(
    private readonly orders: OrderManagementService,
    private readonly documents: OrderDocumentsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Orders of current booklets, or of archived ones with archived=true' })
  @ApiContract({ query: orderListQuerySchema, answer: orderAnswerSchema.array() })
  list(@Query() query: OrderListQuery): Promise<OrderDto[]> {
    return this.orders.list(query.archived === 'true');
  }

  // Before `:id`, which would take the word for an id.
  @Get('booklets')
  @ApiOperation({ summary: 'Every booklet orders may name, archived ones too (names, filter)' })
  @ApiContract({ answer: orderBookletAnswerSchema.array() })
  booklets(): Promise<OrderBooklet[]> {
    return this.orders.booklets();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order' })
  @ApiContract({ answer: orderAnswerSchema })
  get(@Param('id', IdPipe) id: number): Promise<OrderDto> {
    return this.orders.get(id);
  }

  @Get(':id/invoice')
  @ApiOperation({ summary: 'The invoice PDF with the QR-bill' })
  @ApiContract({ answer: 'application/pdf' })
  async invoice(
    @Param('id', IdPipe) id: number,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<StreamableFile> {
    const locale = localeFromAcceptLanguage(acceptLanguage);
    const order = await this.orders.get(id);
    const pdf = await this.documents.invoicePdf(order, locale);
    const fileName = translatorFor(locale)('orderMail.invoiceFileName', {
      displayOrderId: order.displayOrderId,
    });
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Put(':id')
  @ApiOperation({ summary: 'Set the postage; the total follows' })
  @ApiContract({ body: updateOrderSchema, answer: orderAnswerSchema })
  updatePostage(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateOrderRequest,
  ): Promise<OrderDto> {
    return this.orders.updatePostage(id, body);
  }

  @Put(':id/billing-address')
  @ApiOperation({ summary: "Correct the buyer's billing address (the order form's rules)" })
  @ApiContract({ body: billingAddressSchema, answer: orderAnswerSchema })
  updateBillingAddress(
    @Param('id', IdPipe) id: number,
    @Body() body: Omit<CreateOrderRequest, 'orderLines'>,
  ): Promise<OrderDto> {
    return this.orders.updateBillingAddress(id, body);
  }

  @Put(':id/order-line')
  @ApiOperation({ summary: 'Replace the lines; prices from the booklets, totals recomputed' })
  @ApiContract({ body: orderLinesSchema, answer: orderAnswerSchema })
  replaceLines(
    @Param('id', IdPipe) id: number,
    @Body() body: OrderLinesRequest,
  ): Promise<OrderDto> {
    return this.orders.replaceLines(id, body.lines);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an order' })
  @ApiContract({ answer: null, status: HttpStatus.NO_CONTENT })
  async delete(@Param('id', IdPipe) id: number): Promise<void> {
    await this.orders.delete(id);
  }
}
