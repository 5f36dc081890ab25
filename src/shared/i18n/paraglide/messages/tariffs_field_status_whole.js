/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_Status_WholeInputs */

const en_tariffs_field_status_whole = /** @type {(inputs: Tariffs_Field_Status_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status must be a whole number`)
};

const es_tariffs_field_status_whole = /** @type {(inputs: Tariffs_Field_Status_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado debe ser un número entero`)
};

const en_xa2_tariffs_field_status_whole = /** @type {(inputs: Tariffs_Field_Status_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Status must be a whole number" |
*
* @param {Tariffs_Field_Status_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_status_whole = /** @type {((inputs?: Tariffs_Field_Status_WholeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_Status_WholeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_status_whole(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_status_whole(inputs)
	return en_tariffs_field_status_whole(inputs)
});