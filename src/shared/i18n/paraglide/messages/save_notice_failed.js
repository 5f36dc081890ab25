/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, why: NonNullable<unknown> }} Save_Notice_FailedInputs */

const en_save_notice_failed = /** @type {(inputs: Save_Notice_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.why}`)
};

const es_save_notice_failed = /** @type {(inputs: Save_Notice_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.why}`)
};

const en_xa2_save_notice_failed = /** @type {(inputs: Save_Notice_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what}: ${i?.why} ]`)
};

/**
* | output |
* | --- |
* | "{what}: {why}" |
*
* @param {Save_Notice_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save_notice_failed = /** @type {((inputs: Save_Notice_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Save_Notice_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_save_notice_failed(inputs)
	if (locale === "en-XA") return en_xa2_save_notice_failed(inputs)
	return en_save_notice_failed(inputs)
});