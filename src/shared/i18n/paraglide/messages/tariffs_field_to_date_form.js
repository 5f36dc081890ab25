/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Field_To_Date_FormInputs */

const en_tariffs_field_to_date_form = /** @type {(inputs: Tariffs_Field_To_Date_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a date like 2026-12-31`)
};

const es_tariffs_field_to_date_form = /** @type {(inputs: Tariffs_Field_To_Date_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba una fecha como 2026-12-31`)
};

const en_xa2_tariffs_field_to_date_form = /** @type {(inputs: Tariffs_Field_To_Date_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé á ðáţé ļíķé 2026-12-31 ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Use a date like 2026-12-31" |
*
* @param {Tariffs_Field_To_Date_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_to_date_form = /** @type {((inputs?: Tariffs_Field_To_Date_FormInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Field_To_Date_FormInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_field_to_date_form(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_field_to_date_form(inputs)
	return en_tariffs_field_to_date_form(inputs)
});