/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_RequiredInputs */

const en_typed_number_required = /** @type {(inputs: Typed_Number_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

const es_typed_number_required = /** @type {(inputs: Typed_Number_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} es obligatorio`)
};

const en_xa2_typed_number_required = /** @type {(inputs: Typed_Number_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} íš ŕéǫúíŕéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Typed_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_required = /** @type {((inputs: Typed_Number_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Typed_Number_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_typed_number_required(inputs)
	if (locale === "en-XA") return en_xa2_typed_number_required(inputs)
	return en_typed_number_required(inputs)
});