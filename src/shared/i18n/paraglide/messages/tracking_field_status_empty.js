/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Field_Status_EmptyInputs */

const en_tracking_field_status_empty = /** @type {(inputs: Tracking_Field_Status_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A status to filter by is empty`)
};

const es_tracking_field_status_empty = /** @type {(inputs: Tracking_Field_Status_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uno de los estados del filtro está vacío`)
};

const en_xa2_tracking_field_status_empty = /** @type {(inputs: Tracking_Field_Status_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šţáţúš ţó ƒíļţéŕ ƀý íš éɱþţý ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A status to filter by is empty" |
*
* @param {Tracking_Field_Status_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_field_status_empty = /** @type {((inputs?: Tracking_Field_Status_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Field_Status_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_field_status_empty(inputs)
	if (locale === "en-XA") return en_xa2_tracking_field_status_empty(inputs)
	return en_tracking_field_status_empty(inputs)
});