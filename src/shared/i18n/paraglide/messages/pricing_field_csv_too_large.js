/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Pricing_Field_Csv_Too_LargeInputs */

const en_pricing_field_csv_too_large = /** @type {(inputs: Pricing_Field_Csv_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A customer file is at most ${i?.max} characters`)
};

const es_pricing_field_csv_too_large = /** @type {(inputs: Pricing_Field_Csv_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un archivo de clientes tiene como máximo ${i?.max} caracteres`)
};

const en_xa2_pricing_field_csv_too_large = /** @type {(inputs: Pricing_Field_Csv_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á çúšţóɱéŕ ƒíļé íš áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A customer file is at most {max} characters" |
*
* @param {Pricing_Field_Csv_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_csv_too_large = /** @type {((inputs: Pricing_Field_Csv_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Csv_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_csv_too_large(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_csv_too_large(inputs)
	return en_pricing_field_csv_too_large(inputs)
});