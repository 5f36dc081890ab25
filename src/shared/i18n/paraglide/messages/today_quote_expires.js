/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Quote_ExpiresInputs */

const en_today_quote_expires = /** @type {(inputs: Today_Quote_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type}: expires ${i?.when}`)
};

const es_today_quote_expires = /** @type {(inputs: Today_Quote_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type}: caduca ${i?.when}`)
};

const en_xa2_today_quote_expires = /** @type {(inputs: Today_Quote_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.type}: éẋþíŕéš ${i?.when} ·~ ]`)
};

/**
* | output |
* | --- |
* | "{type}: expires {when}" |
*
* @param {Today_Quote_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_expires = /** @type {((inputs: Today_Quote_ExpiresInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Quote_ExpiresInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_quote_expires(inputs)
	if (locale === "en-XA") return en_xa2_today_quote_expires(inputs)
	return en_today_quote_expires(inputs)
});