/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, price: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Quote_Priced_ExpiresInputs */

const en_today_quote_priced_expires = /** @type {(inputs: Today_Quote_Priced_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type}, ${i?.price}: expires ${i?.when}`)
};

const es_today_quote_priced_expires = /** @type {(inputs: Today_Quote_Priced_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type}, ${i?.price}: caduca ${i?.when}`)
};

const en_xa2_today_quote_priced_expires = /** @type {(inputs: Today_Quote_Priced_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.type}, ${i?.price}: éẋþíŕéš ${i?.when} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{type}, {price}: expires {when}" |
*
* @param {Today_Quote_Priced_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_priced_expires = /** @type {((inputs: Today_Quote_Priced_ExpiresInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Quote_Priced_ExpiresInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_quote_priced_expires(inputs)
	if (locale === "en-XA") return en_xa2_today_quote_priced_expires(inputs)
	return en_today_quote_priced_expires(inputs)
});