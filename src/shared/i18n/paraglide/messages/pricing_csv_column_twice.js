/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Csv_Column_TwiceInputs */

const en_pricing_csv_column_twice = /** @type {(inputs: Pricing_Csv_Column_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the column "${i?.name}" is named twice`)
};

const es_pricing_csv_column_twice = /** @type {(inputs: Pricing_Csv_Column_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la columna "${i?.name}" aparece dos veces`)
};

const en_xa2_pricing_csv_column_twice = /** @type {(inputs: Pricing_Csv_Column_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé çóļúɱñ "${i?.name}" íš ñáɱéð ţŵíçé ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the column \"{name}\" is named twice" |
*
* @param {Pricing_Csv_Column_TwiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_column_twice = /** @type {((inputs: Pricing_Csv_Column_TwiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Column_TwiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_column_twice(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_column_twice(inputs)
	return en_pricing_csv_column_twice(inputs)
});