/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown>, header: NonNullable<unknown> }} Pricing_Csv_Extra_FieldsInputs */

const en_pricing_csv_extra_fields = /** @type {(inputs: Pricing_Csv_Extra_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it has ${i?.fields} fields and the header ${i?.header} (a comma in a name needs quotes)`)
};

const es_pricing_csv_extra_fields = /** @type {(inputs: Pricing_Csv_Extra_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tiene ${i?.fields} campos y la cabecera ${i?.header} (una coma en un nombre necesita comillas)`)
};

const en_xa2_pricing_csv_extra_fields = /** @type {(inputs: Pricing_Csv_Extra_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íţ ĥáš ${i?.fields} ƒíéļðš áñð ţĥé ĥéáðéŕ ${i?.header} (á çóɱɱá íñ á ñáɱé ñééðš ǫúóţéš) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "it has {fields} fields and the header {header} (a comma in a name needs quotes)" |
*
* @param {Pricing_Csv_Extra_FieldsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_extra_fields = /** @type {((inputs: Pricing_Csv_Extra_FieldsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Extra_FieldsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_extra_fields(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_extra_fields(inputs)
	return en_pricing_csv_extra_fields(inputs)
});