/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tracking_Field_Search_Too_LongInputs */

const en_tracking_field_search_too_long = /** @type {(inputs: Tracking_Field_Search_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search for at most ${i?.max} characters`)
};

const es_tracking_field_search_too_long = /** @type {(inputs: Tracking_Field_Search_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Busque como máximo ${i?.max} caracteres`)
};

const en_xa2_tracking_field_search_too_long = /** @type {(inputs: Tracking_Field_Search_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ƒóŕ áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Search for at most {max} characters" |
*
* @param {Tracking_Field_Search_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_field_search_too_long = /** @type {((inputs: Tracking_Field_Search_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Field_Search_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_field_search_too_long(inputs)
	if (locale === "en-XA") return en_xa2_tracking_field_search_too_long(inputs)
	return en_tracking_field_search_too_long(inputs)
});