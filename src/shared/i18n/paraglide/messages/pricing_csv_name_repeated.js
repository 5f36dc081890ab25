/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, line: NonNullable<unknown> }} Pricing_Csv_Name_RepeatedInputs */

const en_pricing_csv_name_repeated = /** @type {(inputs: Pricing_Csv_Name_RepeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is already on line ${i?.line}`)
};

const es_pricing_csv_name_repeated = /** @type {(inputs: Pricing_Csv_Name_RepeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" ya está en la línea ${i?.line}`)
};

const en_xa2_pricing_csv_name_repeated = /** @type {(inputs: Pricing_Csv_Name_RepeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.name}" íš áļŕéáðý óñ ļíñé ${i?.line} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "\"{name}\" is already on line {line}" |
*
* @param {Pricing_Csv_Name_RepeatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_name_repeated = /** @type {((inputs: Pricing_Csv_Name_RepeatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Name_RepeatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_name_repeated(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_name_repeated(inputs)
	return en_pricing_csv_name_repeated(inputs)
});