/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Field_Date_FormInputs */

const en_tracking_field_date_form = /** @type {(inputs: Tracking_Field_Date_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a date like 2026-11-22`)
};

const es_tracking_field_date_form = /** @type {(inputs: Tracking_Field_Date_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba una fecha como 2026-11-22`)
};

const en_xa2_tracking_field_date_form = /** @type {(inputs: Tracking_Field_Date_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé á ðáţé ļíķé 2026-11-22 ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Use a date like 2026-11-22" |
*
* @param {Tracking_Field_Date_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_field_date_form = /** @type {((inputs?: Tracking_Field_Date_FormInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Field_Date_FormInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_field_date_form(inputs)
	if (locale === "en-XA") return en_xa2_tracking_field_date_form(inputs)
	return en_tracking_field_date_form(inputs)
});