/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_Status_MaxInputs */

const en_tariffs_field_status_max = /** @type {(inputs: Tariffs_Field_Status_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status must be 99 or less`)
};

const es_tariffs_field_status_max = /** @type {(inputs: Tariffs_Field_Status_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado debe ser 99 o menos`)
};

const en_xa2_tariffs_field_status_max = /** @type {(inputs: Tariffs_Field_Status_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ɱúšţ ƀé 99 óŕ ļéšš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Status must be 99 or less" |
*
* @param {Tariffs_Field_Status_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_status_max = /** @type {((inputs?: Tariffs_Field_Status_MaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_Status_MaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_status_max(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_status_max(inputs)
	return en_tariffs_field_status_max(inputs)
});