/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_Status_MinInputs */

const en_tariffs_field_status_min = /** @type {(inputs: Tariffs_Field_Status_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status must be 0 or more`)
};

const es_tariffs_field_status_min = /** @type {(inputs: Tariffs_Field_Status_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado debe ser 0 o más`)
};

const en_xa2_tariffs_field_status_min = /** @type {(inputs: Tariffs_Field_Status_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ɱúšţ ƀé 0 óŕ ɱóŕé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Status must be 0 or more" |
*
* @param {Tariffs_Field_Status_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_status_min = /** @type {((inputs?: Tariffs_Field_Status_MinInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_Status_MinInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_status_min(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_status_min(inputs)
	return en_tariffs_field_status_min(inputs)
});