/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Field_No_DecimalsInputs */

const en_pricing_field_no_decimals = /** @type {(inputs: Pricing_Field_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} amounts have no decimals`)
};

const es_pricing_field_no_decimals = /** @type {(inputs: Pricing_Field_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los importes en ${i?.currency} no llevan decimales`)
};

const en_xa2_pricing_field_no_decimals = /** @type {(inputs: Pricing_Field_No_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.currency} áɱóúñţš ĥáṽé ñó ðéçíɱáļš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{currency} amounts have no decimals" |
*
* @param {Pricing_Field_No_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_no_decimals = /** @type {((inputs: Pricing_Field_No_DecimalsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_No_DecimalsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_no_decimals(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_no_decimals(inputs)
	return en_pricing_field_no_decimals(inputs)
});