/*
 * The freight API contract in one import: area schemas and their domain types,
 * the mode tables, the request rules, issue reporting and parse helpers.
 * (operation.ts and operations.ts are imported directly; wire.ts and
 * request-fields.ts are building blocks of this folder.)
 */
export * from './auth';
export * from './rating';
export * from './quotes';
export * from './booking';
export * from './tracking';
export * from './documents';
export * from './tariffs';
export * from './lookups';
export * from './pickup';
export * from './modes';
export * from './booking-rules';
export * from './rating-rules';
export * from './upload-rules';
export * from './request-checks';
export * from './issues';
export * from './parse';
export * from './payload-files';
export type { Coords, Open, StatusResult } from './wire';
export type { Money } from '../domain/money';
