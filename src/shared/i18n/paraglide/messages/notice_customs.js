/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */

const en_notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customs: ${i?.from} → ${i?.to}`)
};

const es_notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aduana: ${i?.from} → ${i?.to}`)
};

const en_xa2_notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš: ${i?.from} → ${i?.to} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Notice_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_customs = /** @type {((inputs: Notice_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_customs(inputs)
	if (locale === "en-XA") return en_xa2_notice_customs(inputs)
	return en_notice_customs(inputs)
});