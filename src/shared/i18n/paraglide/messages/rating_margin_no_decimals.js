/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_No_DecimalsInputs */

const en_rating_margin_no_decimals = /** @type {(inputs: Rating_Margin_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} amounts have no decimals`)
};

const es_rating_margin_no_decimals = /** @type {(inputs: Rating_Margin_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los importes en ${i?.currency} no llevan decimales`)
};

const en_xa2_rating_margin_no_decimals = /** @type {(inputs: Rating_Margin_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.currency} áɱóúñţš ĥáṽé ñó ðéçíɱáļš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{currency} amounts have no decimals" |
*
* @param {Rating_Margin_No_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_no_decimals = /** @type {((inputs: Rating_Margin_No_DecimalsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_No_DecimalsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_no_decimals(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_no_decimals(inputs)
	return en_rating_margin_no_decimals(inputs)
});