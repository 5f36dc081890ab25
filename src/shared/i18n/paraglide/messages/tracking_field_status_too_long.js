/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tracking_Field_Status_Too_LongInputs */

const en_tracking_field_status_too_long = /** @type {(inputs: Tracking_Field_Status_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A status is at most ${i?.max} characters`)
};

const es_tracking_field_status_too_long = /** @type {(inputs: Tracking_Field_Status_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un estado tiene como máximo ${i?.max} caracteres`)
};

const en_xa2_tracking_field_status_too_long = /** @type {(inputs: Tracking_Field_Status_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á šţáţúš íš áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A status is at most {max} characters" |
*
* @param {Tracking_Field_Status_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_field_status_too_long = /** @type {((inputs: Tracking_Field_Status_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Field_Status_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_field_status_too_long(inputs)
	if (locale === "en-XA") return en_xa2_tracking_field_status_too_long(inputs)
	return en_tracking_field_status_too_long(inputs)
});