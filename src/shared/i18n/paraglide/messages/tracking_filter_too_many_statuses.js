/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tracking_Filter_Too_Many_StatusesInputs */

const en_tracking_filter_too_many_statuses = /** @type {(inputs: Tracking_Filter_Too_Many_StatusesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filter by at most ${i?.max} statuses`)
};

const es_tracking_filter_too_many_statuses = /** @type {(inputs: Tracking_Filter_Too_Many_StatusesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} estados en el filtro`)
};

const en_xa2_tracking_filter_too_many_statuses = /** @type {(inputs: Tracking_Filter_Too_Many_StatusesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒíļţéŕ ƀý áţ ɱóšţ ${i?.max} šţáţúšéš ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Filter by at most {max} statuses" |
*
* @param {Tracking_Filter_Too_Many_StatusesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_too_many_statuses = /** @type {((inputs: Tracking_Filter_Too_Many_StatusesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filter_Too_Many_StatusesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filter_too_many_statuses(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filter_too_many_statuses(inputs)
	return en_tracking_filter_too_many_statuses(inputs)
});