/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Csv_EmptyInputs */

const en_pricing_csv_empty = /** @type {(inputs: Pricing_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file is empty: the first line names the columns, "name" at least`)
};

const es_pricing_csv_empty = /** @type {(inputs: Pricing_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el archivo está vacío: la primera línea nombra las columnas, al menos "name"`)
};

const en_xa2_pricing_csv_empty = /** @type {(inputs: Pricing_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒíļé íš éɱþţý: ţĥé ƒíŕšţ ļíñé ñáɱéš ţĥé çóļúɱñš, "ñáɱé" áţ ļéášţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the file is empty: the first line names the columns, \"name\" at least" |
*
* @param {Pricing_Csv_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_empty = /** @type {((inputs?: Pricing_Csv_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_empty(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_empty(inputs)
	return en_pricing_csv_empty(inputs)
});