import { sql } from 'drizzle-orm';
import { STORE_ROLES } from '@yc/contracts';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, fen, id, tstz } from './columns.js';

export const accountManagers = pgTable('account_managers', {
  id: id(),
  name: varchar('name', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  /** 0 = a dedicated manager, otherwise the default service desk (spec section 1). */
  isDefault: smallint('is_default').notNull().default(0),
  /** 身份证号 printed on the supplier's 委托书 (GSP: the buyer files the salesperson's ID); empty when not on record. */
  idCardNo: varchar('id_card_no', { length: 18 }).notNull().default(''),
});

/** A login: one phone, one password, owning or linked to one or more stores. */
export const accounts = pgTable('accounts', {
  id: id(),
  phone: varchar('phone', { length: 20 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  email: varchar('email', { length: 100 }),
  face: text('face').notNull().default(''),
  /** One WeChat user binds one login, so a scan never lands in two accounts. */
  wechatOpenid: varchar('wechat_openid', { length: 64 }).unique(),
  /** The 6-digit 支付密码 asked for wallet and credit payments, hashed like the login password; null until set. */
  payPasswordHash: text('pay_password_hash'),
  createdAt: createdAt(),
});

/** A pharmacy or clinic: the unit that buys, pays and owns cart, orders and wallet. */
export const stores = pgTable('stores', {
  id: id(),
  company: varchar('company', { length: 100 }).notNull(),
  contactName: varchar('contact_name', { length: 50 }).notNull(),
  contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
  province: varchar('province', { length: 20 }).notNull(),
  city: varchar('city', { length: 20 }).notNull().default(''),
  address: text('address').notNull().default(''),
  /** 单体药店 / 连锁药店 / 诊所 / 卫生院: controlled-sales goods list the types they may go to. */
  customerType: varchar('customer_type', { length: 20 }).notNull(),
  /** Customer level; goods_level_prices may give this level its own price. */
  level: integer('level').notNull().default(1),
  /** Top-level category keys of the business scope (经营范围); goods outside it have is_buy = 0. */
  businessScope: varchar('business_scope', { length: 80 }).array().notNull().default(sql`'{}'::varchar[]`),
  /** pending | passed | rejected: prices show 资质审核中 until passed. */
  qualificationStatus: varchar('qualification_status', { length: 12 }).notNull().default('pending'),
  qualificationReason: text('qualification_reason'),
  managerId: integer('manager_id').references(() => accountManagers.id),
  isCanChat: boolean('is_can_chat').notNull().default(true),
  /** Every order of the store waits for a company approver (待审批), not only those over a member's limit. */
  requiresApproval: boolean('requires_approval').notNull().default(false),
  createdAt: createdAt(),
});

/** A member's role in a store (负责人, 采购员, 财务, 查看): what it may do is PERMISSION_ROLES of the contracts. */
export const storeRole = pgEnum('store_role', STORE_ROLES);

export const accountStores = pgTable(
  'account_stores',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    isOwner: boolean('is_owner').notNull().default(false),
    /** Logins that own or linked the store are its 负责人; invited company members get the role they were given. */
    role: storeRole('role').notNull().default('owner'),
    /** Spending limits of this login in this store (fen, null for none): an order over one waits for approval. */
    orderLimit: fen('order_limit'),
    monthLimit: fen('month_limit'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.storeId] }), index('account_stores_store_idx').on(t.storeId)],
);

/** Server-side sessions keep API processes stateless (DESIGN.md scale-out). */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    consignee: varchar('consignee', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    province: varchar('province', { length: 20 }).notNull(),
    city: varchar('city', { length: 20 }).notNull(),
    district: varchar('district', { length: 20 }).notNull().default(''),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_store_idx').on(t.storeId)],
);

/** Qualification certificates (资质证件) uploaded at /zzzj and reviewed by an operator. */
export const qualifications = pgTable(
  'qualifications',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    type: varchar('type', { length: 40 }).notNull(),
    /** Certificate number as printed on it. */
    number: varchar('number', { length: 60 }).notNull().default(''),
    /** Empty for certificates entered by an operator without a scan. */
    filePath: text('file_path').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    mime: varchar('mime', { length: 60 }).notNull().default(''),
    size: integer('size').notNull().default(0),
    expiresAt: tstz('expires_at'),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('qualifications_store_idx').on(t.storeId)],
);

/** The yearly purchase contract (电子合同); checkout answers 459 until the store has a signed one in force. */
export const storeContracts = pgTable(
  'store_contracts',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    contractNo: varchar('contract_no', { length: 40 }).notNull().unique(),
    title: varchar('title', { length: 100 }).notNull(),
    validFrom: tstz('valid_from').notNull(),
    validUntil: tstz('valid_until').notNull(),
    signedAt: tstz('signed_at'),
    signerName: varchar('signer_name', { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [index('store_contracts_store_idx').on(t.storeId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    /** What the code opens beyond its purpose (a company invitation: invite:<id>); a check that names a subject takes only that code. */
    subject: varchar('subject', { length: 40 }),
    /** Checks spent on this code; a few wrong guesses void it, so six digits cannot be walked. */
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    type: varchar('type', { length: 20 }).notNull().default('system'),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The console message (message_broadcasts) this row delivered, if any. */
    broadcastId: integer('broadcast_id'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_store_idx').on(t.storeId, t.isRead), index('messages_broadcast_idx').on(t.broadcastId)],
);

export const feedback = pgTable('feedback', {
  id: id(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  type: varchar('type', { length: 20 }).notNull(),
  content: text('content').notNull(),
  contact: varchar('contact', { length: 50 }),
  reply: text('reply'),
  createdAt: createdAt(),
});

/** 品种求购: a store asks for goods the catalogue lacks. */
export const wantedRequests = pgTable('wanted_requests', {
  id: id(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  name: varchar('name', { length: 100 }).notNull(),
  spec: varchar('spec', { length: 100 }).notNull().default(''),
  manufacturer: varchar('manufacturer', { length: 100 }).notNull().default(''),
  quantity: integer('quantity').notNull(),
  expectedPrice: fen('expected_price'),
  remark: text('remark'),
  status: varchar('status', { length: 12 }).notNull().default('pending'),
  reply: text('reply'),
  createdAt: createdAt(),
});

/** Forgot password: a verified SMS code buys one short-lived token that sets a new password once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    token: varchar('token', { length: 64 }).primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('password_resets_account_idx').on(t.accountId)],
);

export const wechatBindTokens = pgTable(
  'wechat_bind_tokens',
  {
    token: varchar('token', { length: 64 }).primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('wechat_bind_tokens_account_idx').on(t.accountId)],
);
