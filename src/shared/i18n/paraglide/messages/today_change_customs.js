/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_CustomsInputs */

const en_today_change_customs = /** @type {(inputs: Today_Change_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customs: ${i?.from} → ${i?.to}`)
};

const es_today_change_customs = /** @type {(inputs: Today_Change_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aduana: ${i?.from} → ${i?.to}`)
};

const en_xa2_today_change_customs = /** @type {(inputs: Today_Change_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš: ${i?.from} → ${i?.to} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Today_Change_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_customs = /** @type {((inputs: Today_Change_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_customs(inputs)
	if (locale === "en-XA") return en_xa2_today_change_customs(inputs)
	return en_today_change_customs(inputs)
});