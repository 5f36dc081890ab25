/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Field_Too_LongInputs */

const en_pricing_field_too_long = /** @type {(inputs: Pricing_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} must be at most ${i?.max} characters`)
};

const es_pricing_field_too_long = /** @type {(inputs: Pricing_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: como máximo ${i?.max} caracteres`)
};

const en_xa2_pricing_field_too_long = /** @type {(inputs: Pricing_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} ɱúšţ ƀé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{what} must be at most {max} characters" |
*
* @param {Pricing_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_too_long = /** @type {((inputs: Pricing_Field_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_too_long(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_too_long(inputs)
	return en_pricing_field_too_long(inputs)
});