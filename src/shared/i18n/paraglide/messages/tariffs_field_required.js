/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Tariffs_Field_RequiredInputs */

const en_tariffs_field_required = /** @type {(inputs: Tariffs_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} is required`)
};

const es_tariffs_field_required = /** @type {(inputs: Tariffs_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta ${i?.what}`)
};

const en_xa2_tariffs_field_required = /** @type {(inputs: Tariffs_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} íš ŕéǫúíŕéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{what} is required" |
*
* @param {Tariffs_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_required = /** @type {((inputs: Tariffs_Field_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_required(inputs)
	return en_tariffs_field_required(inputs)
});