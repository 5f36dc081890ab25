/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ column: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Csv_Too_LongInputs */

const en_pricing_csv_too_long = /** @type {(inputs: Pricing_Csv_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.column} is longer than ${i?.max} characters`)
};

const es_pricing_csv_too_long = /** @type {(inputs: Pricing_Csv_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el campo ${i?.column} tiene más de ${i?.max} caracteres`)
};

const en_xa2_pricing_csv_too_long = /** @type {(inputs: Pricing_Csv_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ${i?.column} íš ļóñĝéŕ ţĥáñ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the {column} is longer than {max} characters" |
*
* @param {Pricing_Csv_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_too_long = /** @type {((inputs: Pricing_Csv_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_too_long(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_too_long(inputs)
	return en_pricing_csv_too_long(inputs)
});