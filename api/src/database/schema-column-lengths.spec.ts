import { ADDRESS_MAX_LENGTH } from '@gb/contracts';
import * as contracts from '@gb/contracts/schemas';
import { DataSource, type EntityTarget } from 'typeorm';
import { z } from 'zod';

import { Appointment } from '../modules/appointments/entities/appointment.entity.js';
import { BookletComment } from '../modules/booklets/entities/booklet-comment.entity.js';
import { Booklet } from '../modules/booklets/entities/booklet.entity.js';
import { CompanyMail } from '../modules/companies/entities/company-mail.entity.js';
import { Company } from '../modules/companies/entities/company.entity.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { PartnerOrder } from '../modules/partner-orders/entities/partner-order.entity.js';
import { Region } from '../modules/regions/entities/region.entity.js';
import { TextBlock } from '../modules/text-blocks/entities/text-block.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { VoucherComment } from '../modules/vouchers/entities/voucher-comment.entity.js';
import { VoucherProofDecision } from '../modules/vouchers/entities/voucher-proof-decision.entity.js';
import { Voucher } from '../modules/vouchers/entities/voucher.entity.js';
import { Wallet } from '../modules/wallet/entities/wallet.entity.js';
import { ENTITIES } from './entities.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

const ADDRESS_FIELDS = [...Object.keys(ADDRESS_MAX_LENGTH), 'email2'];

/** `field → property` for every address field under `prefix` of the entity. */
const address = (prefix: string, schemaPrefix = '') =>
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [`${schemaPrefix}${field}`, `${prefix}.${field}`]),
  );

/**
 * Where each text a schema accepts is stored: `schema.field` → entity and property. A new
 * schema or field with a length bound must be added here (or to NOT_STORED), so no text can
 * pass its schema and then be too long for its column.
 */
const STORED: Record<string, [EntityTarget<object>, Record<string, string>]> = {
  walletActivationSchema: [Wallet, { email: 'email' }],
  moveWalletCopySchema: [Wallet, { email: 'email' }],
  registerSchema: [
    User,
    { email: 'email', firstname: 'address.firstname', lastname: 'address.lastname' },
  ],
  registerFormSchema: [
    User,
    { email: 'email', firstname: 'address.firstname', lastname: 'address.lastname' },
  ],
  changeUsernameSchema: [User, { username: 'email' }],
  addressSchema: [User, address('address')],
  locatedAddressSchema: [Voucher, address('address')],
  voucherAddressSchema: [Voucher, address('address')],
  createOrderSchema: [Order, address('billingAddress')],
  billingAddressSchema: [Order, address('billingAddress')],
  updateOrderSchema: [
    Order,
    { postageProductNo: 'postageProductNo', postageLabel: 'postageLabel' },
  ],
  regionSchema: [Region, { name: 'name' }],
  textBlockSchema: [
    TextBlock,
    { text: 'text', canonical: 'canonical', internalNotes: 'internalNotes' },
  ],
  appointmentSchema: [Appointment, { text: 'text' }],
  createVoucherSchema: [Voucher, { offerShort: 'offerShort' }],
  updateVoucherSchema: [
    Voucher,
    {
      offerShort: 'offerShort',
      openingHours: 'openingHours',
      offerLong: 'offerLong',
      noteForGraphicDesigner: 'noteForGraphicDesigner',
    },
  ],
  commentSchema: [VoucherComment, { title: 'title', text: 'text' }],
  updateCommentSchema: [VoucherComment, { title: 'title', text: 'text' }],
  bookletCommentSchema: [BookletComment, { title: 'title', text: 'text' }],
  companySchema: [Company, { name: 'name' }],
  companyLocationSchema: [Company, address('locationAddress')],
  changeVoucherStateSchema: [VoucherProofDecision, { comment: 'comment' }],
  bookletSchema: [
    Booklet,
    {
      abacusProductId: 'abacusProductId',
      internalAbacusProductId: 'internalAbacusProductId',
      costCentre1Income: 'costCentre1Income',
      internalCostCentre1Income: 'internalCostCentre1Income',
      informationForNextYear: 'informationForNextYear',
    },
  ],
  partnerOrderSchema: [
    PartnerOrder,
    { ...address('shippingAddress', 'shippingAddress.'), deliveryComment: 'deliveryComment' },
  ],
  companyMailSchema: [
    CompanyMail,
    { subject: 'subject', body: 'body', linkText: 'linkText', linkType: 'linkType' },
  ],
};

/** Texts that are checked or hashed but never stored as sent. */
const NOT_STORED: Record<string, string[]> = {
  // Kept as its SHA-256 only.
  activationCodeSchema: [''],
  walletActivationSchema: ['code'],
  walletCopyQuerySchema: ['email'],
  authenticateSchema: ['username', 'password', 'loginHash'],
  credentialsSchema: ['username', 'password'],
  loginFormSchema: ['username', 'password'],
  loginHashSchema: ['loginHash'],
  refreshSchema: ['refreshToken', 'jwtToken'],
  resetPasswordSchema: ['email'],
  changePasswordSchema: ['password'],
  newPasswordFormSchema: ['password', 'passwordConfirmation'],
  registerSchema: ['password'],
  changeVoucherStateSchema: ['loginUrlTemplate'],
  resendVoucherMailSchema: ['loginUrlTemplate'],
  voucherListQuerySchema: ['fulltext'],
  companyListQuerySchema: ['name'],
  textBlockQuerySchema: ['canonical'],
  imageQuerySchema: ['cache'],
  pageHeadQuerySchema: ['path'],
};

/** Also held by a second table: a company's location takes the located address. */
const ALSO_STORED: [string, EntityTarget<object>, Record<string, string>][] = [
  ['locatedAddressSchema', Company, address('locationAddress')],
];

type JsonSchema = {
  type?: string;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** `path → maxLength` of every bounded text in a JSON schema. */
function boundedTexts(schema: JsonSchema, path = ''): Map<string, number> {
  const found = new Map<string, number>();
  if (schema.maxLength !== undefined && path) found.set(path, schema.maxLength);
  for (const variant of schema.anyOf ?? [])
    for (const [p, n] of boundedTexts(variant, path)) found.set(p, n);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    for (const [p, n] of boundedTexts(property, path ? `${path}.${key}` : key)) found.set(p, n);
  }
  return found;
}

const schemas = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] =>
    entry[0].endsWith('Schema') && entry[1] instanceof z.ZodType,
);

describe('text bounds of the schemas and the columns', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'postgres',
      entities: ENTITIES,
      namingStrategy: new SnakeNamingStrategy(),
    });
    await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  });

  function columnLength(entity: EntityTarget<object>, property: string): number | 'unbounded' {
    const column = dataSource.getMetadata(entity).findColumnWithPropertyPath(property);
    if (!column) throw new Error(`${String(entity)} has no column ${property}`);
    if (column.type === 'text') return 'unbounded';
    return Number(column.length);
  }

  it.each(schemas)('%s accepts no text longer than its column holds', (name, schema) => {
    const texts = boundedTexts(
      z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    );
    const [entity, fields] = STORED[name] ?? [undefined, {}];
    const problems: string[] = [];
    for (const [path, maxLength] of texts) {
      if (NOT_STORED[name]?.includes(path)) continue;
      const targets = [
        ...(entity && fields[path] ? [[entity, fields[path]] as const] : []),
        ...ALSO_STORED.filter(([also, , map]) => also === name && map[path]).map(
          ([, other, map]) => [other, map[path]!] as const,
        ),
      ];
      if (targets.length === 0) problems.push(`${path}: no column named for it`);
      for (const [target, property] of targets) {
        const length = columnLength(target, property);
        if (length !== 'unbounded' && length < maxLength) {
          problems.push(`${path}: schema allows ${maxLength}, column ${property} holds ${length}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('knows every schema it maps', () => {
    const names = new Set(schemas.map(([name]) => name));
    expect(
      [...Object.keys(STORED), ...Object.keys(NOT_STORED)].filter((name) => !names.has(name)),
    ).toEqual([]);
  });
});
